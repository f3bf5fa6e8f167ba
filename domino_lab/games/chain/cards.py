"""The chain games' rule cards (``dl.rules``): each rule beside its seed's words (000 or 003).

Written once here, rendered by ``domino_lab.rulecard``; a quote is the seed's text verbatim."""

from ...rulecard import ours, rule

_RACE_SCORING = ours(
    "scoring", "The first out scores the pips left in the other hands; a fish goes to the lowest hand, who "
    "scores the others' pips minus his own; the match goes to 100 (as in classic dominoes, seed 003).",
    "Вышедший записывает себе очки, оставшиеся у других; при «рыбе» выигрывает меньшая сумма и записывает "
    "разность; партия до 100 (как в классическом домино, источник 003).")

CARDS = {
    "classic": (
        rule("aim", "003", "Игра продолжается до тех пор, пока один из игроков не положит на стол свою последнюю "
             "игральную кость.", "Be the first to lay your last tile."),
        rule("deal", "003", "Для двух игроков сдают по 7 костяшек, для трех или четырех - по 5.",
             "2 players get 7 tiles, 3 or 4 players 5; the rest is the boneyard."),
        rule("deal", "003", "Начинает игру тот, у кого на руках оказался дубль 6-6, он и выставляет эту кость",
             "The holder of 6-6 leads it (else the highest double, else the heaviest tile)."),
        rule("turn", "003", "Если у игрока нет подходящей кости, то он берет ее из тех, которые остались не "
             "разыгранными, или же пропускает ход. Но нельзя пропускать ход, если на руках есть хотя бы одна "
             "подходящая кость.",
             "Lay a tile with a matching number on an end. Without one, draw from the boneyard, or pass when "
             "it is empty; you may not pass while a tile fits."),
        rule("end", "003", "Также, игра может закончиться, когда у игроков еще есть игральные кости, но положить на "
             "стол нечего. Эта ситуация называется \"рыба\"",
             "The deal ends when someone is out, or in a fish: tiles in hand and nothing to lay."),
        rule("scoring", "003", "Победителю записывают сумму очков всех проигравших.",
             "The winner scores the pips left in the losers' hands."),
        rule("scoring", "003", "Стоит отметить, что 0-0 приписывает участнику 25 очков.", "0-0 in hand counts 25."),
        rule("scoring", "003", "здесь выигрывает тот, у кого меньше всего очков. Ему записывают разницу очков "
             "проигравших.", "In a fish the lowest hand wins and scores the difference."),
        rule("scoring", "003", "Игра заканчивается тогда, когда один из игроков наберет заранее оговоренную сумму "
             "очков, например, 100.", "The match ends at an agreed total, 100 here."),
    ),
    "kozel": (
        rule("aim", "003", "Игрок, набравший первым 101 очко и более, считается проигравшим и получает титул "
             "\"Козла\".", "Do not be the first to reach 101: that side is the goat."),
        rule("deal", "000", "4 игрока, двое на двое по 7 камней каждому.", "4 players in two teams, 7 tiles each."),
        rule("deal", "003", "На руки каждому выдается по 7 костяшек домино, если играет меньше, чем 4 игрока, то "
             "оставшиеся доминошки образуют \"базар\". Если игроку попадается пять и более дублей, то костяшки "
             "пересдаются.",
             "With fewer than 4 players the rest is a boneyard. A hand with five doubles or more is dealt again."),
        rule("deal", "003", "Первый ход принадлежит игроку, у которого на руках дубль 1-1. Если такого дубля на руках "
             "ни у кого нет, то ходит тот из участников, у которого есть дубль 2-2.",
             "1-1 leads the first deal (else 2-2 … 6-6, then 0-0, then the lightest tile)."),
        rule("turn", "003", "Если у игрока нет подходящих костей, то он «отправляется на базар» и вслепую вытягивает "
             "по одной из отложенных лишних костей. Так продолжается до тех пор, пока игрок не найдет кость с "
             "необходимым значением.", "Stuck: draw from the boneyard until a tile fits."),
        rule("end", "003", "Тогда первый ход на следующем этапе совершает «вышедший» игрок, или «рыбак», то есть "
             "тот, кто поставил «рыбу». Ходить он может с любой кости.",
             "A deal ends when someone is out or in a fish; the one out, or the рыбак who made the fish, "
             "leads the next deal with any tile."),
        rule("scoring", "003", "Проигравшие игроки записывают на свой счет сумму доминошек, оставшихся на руках. Но "
             "открыть счет можно лишь в том случае, когда на руках не менее 13 очков.",
             "The losers write their own pips against themselves; a score opens only with 13 or more "
             "(smaller amounts are remembered)."),
        rule("scoring", "003", "Если у игрока на руках остается одна единственная кость 0-0, то она считается за 10 "
             "очков.", "A lone 0-0 in hand counts 10."),
        rule("scoring", "003", "Если первый этап игры закончился «рыбой», игроку с наибольшей суммой очков на руках "
             "добавляются все очки других игроков.",
             "A fish: the side with the most pips writes everyone's points."),
        rule("scoring", "000", "Если цепь блокирована и кости на руках остались у всех, очки считают обе пары. "
             "Проигрывает тот, у кого больше.",
             "Seed 000's fish (option fish=higher_loses): both pairs count, the higher loses."),
        rule("end", "003", "Заходы по очереди.", "Sports dominoes (option leads=in_turn): the seats lead in turn."),
        rule("scoring", "003", "Играется определённое количество раздач (замесов) кратное четырём (4,8,12 и т. д.). "
             "Побеждает пара, записавшая больше очков на соперника.",
             "Sports dominoes (option deals=8, a multiple of 4): a fixed number of deals; the pair that wrote "
             "more on its opponent wins."),
    ),
    "sea_goat": (
        rule("aim", "003", "Игрок, набравший 125 очков, объявляется победителем",
             "Be the first to 125 (or win at once by a special ending)."),
        rule("deal", "000", "4 игрока, двое на двое по 7 камней каждому, возможен вариант - каждый играет за себя..",
             "4 players in two teams, 7 tiles each, or each for himself."),
        rule("turn", "003", "Если игрок имеет возможность выставить дубль с каждой стороны, то он может выставить "
             "два дубля одновременно.", "A player who can lay a double on each end may lay both at once."),
        rule("end", "003", "Закончивший розыгрыш на 0-0, автоматически выигрывает игру, такой «козёл» называется "
             "«лысый».", "Going out on 0-0 wins the match at once (\"лысый\")."),
        rule("end", "003", "Игрок, начавший «запись», имеет право начать розыгрыш с 6-6. Такой ход называется «на "
             "сто».", "A side that has started writing may lead 6-6: the deal is then played \"for a hundred\"."),
        rule("scoring", "003", "Игрок, победивший в розыгрыше, записывает себе сумму очков проигравших.",
             "The winner writes the losers' pips."),
        rule("scoring", "003", "Минимальное количество очков, которые можно начать записывать - 25.",
             "A first write must be 25 or more."),
        rule("scoring", "003", "Очки может набирать только один игрок. Таким образом, если другой игрок набрал больше "
             "25 очков все очки «списываются» - у всех игроков становится 0 очков.",
             "Only one side may hold points: the other side's write wipes everyone to 0."),
        rule("scoring", "003", "Если в конце розыгрыша у игрока остался только дубль 0-0, он засчитывается как 25 "
             "очков; только 6-6 засчитывается как 50 очков; Только 0-0 и 6-6 - 75 очков.",
             "A lone 0-0 in hand counts 25, a lone 6-6 50, the two alone 75."),
        rule("scoring", "003", "Игрок, ставивший костяшку последним и сделавший «рыбу» называется - «рыбаком» "
             "(дубль не считается последней костяшкой).",
             "In a fish the рыбак (who laid the last non-double) writes it off in at most three tries, as "
             "the seed details."),
    ),
    "blitz": (
        rule("deal", "000", "2,3,4 игрока по 7 камней. Больше игроков - поровну, остаток сбрасывается кроме одной "
             "кости - общей заходной.",
             "2–4 players get 7 tiles; more share them equally and the rest is set aside but for one tile, "
             "the common lead."),
        rule("turn", "000", "Особенность игры - право игрока на своём ходу выставить все оставшиеся у него камни. Но "
             "это только в том случае, если после такого хода у него действительно ничего не останется.",
             "A standard chain, but on your turn you may lay all your tiles at once, if every one goes down "
             "legally and nothing is left."),
        rule("aim", "000", "Выигрыш \"блицевым\" завершением разрешен на любом ходу, вплоть до первого.",
             "Go out first — by a blitz on any turn, the very first included."),
        ours("end", "The deal ends when someone is out, or nobody can move (a fish).",
             "Кон кончается, когда кто-то вышел или ходить некому («рыба»)."),
        _RACE_SCORING,
    ),
    "ladder": (
        rule("deal", "000", "4 игрока по 7 камней, меньше 4-х - по 7 плюс базар, больше - максимально возможное "
             "равное количество плюс базар.",
             "4 players get 7 tiles; fewer get 7 and a boneyard; more the largest equal hands and a boneyard."),
        rule("turn", "000", "Заходной камень - любой. Цепь строится в одну сторону от заходного камня. Каждый игрок "
             "на своем ходу может выставить и две, и три кости (но не больше).",
             "Any tile leads; the chain grows in one direction only. On a turn lay one, two or three tiles, "
             "no more."),
        rule("aim", "000", "Выигрывает тот, кто выставил все свои камни первым.",
             "Be the first to lay all your tiles."),
        ours("end", "The deal ends when someone is out, or nobody can move (a fish).",
             "Кон кончается, когда кто-то вышел или ходить некому («рыба»)."),
        _RACE_SCORING,
    ),
    "seven": (
        rule("deal", "000", "4 игрока по 7 камней. 3 игрока по 7 с базаром, 5 игроков по 5 с базаром.",
             "4 players get 7 tiles; 3 get 7 and a boneyard; 5 get 5 and a boneyard."),
        rule("turn", "000", "Заходящая кость - любая. При отсутствии нужного камня с базара берется только одна кость "
             "и затем делается или пропускается ход. Если базар разобран - кость берется у предыдущего игрока.",
             "Any tile leads. Stuck: draw one tile only, then play or pass; with the boneyard empty take one "
             "(blind) from the previous player."),
        rule("turn", "000", "Если в результате хода возникает сумма концов равная 6, игрок делает еще один ход.",
             "Ends summing to 6 after your move: move again."),
        rule("turn", "000", "Если в результате хода возникает сумма концов равная 7, следующий игрок берет с базара "
             "два камня. При отсутствии базара - у игрока, сделавшего \"семёрочный\" ход.",
             "Ends summing to 7: the next player takes two tiles from the boneyard, or, with none, from the "
             "player who made the seven."),
        rule("aim", "000", "Выигрывает тот, кто выложил все свои камни первым. Если выкладка блокирована, и кости на "
             "руках остались у всех, выигрывает тот, у кого меньше очков.",
             "Be the first out; in a blocked layout the lowest hand wins."),
        _RACE_SCORING,
    ),
    "dark_blitz": (
        rule("deal", "000", "Число игроков произвольное, более 2х.", "Any number of players, more than two."),
        rule("deal", "000", "Игрок тянет кость наугад и выставляет ее в цепь, если она подходит, в противном случае "
             "оставляет на руках и передает ход дальше по кругу.",
             "Nothing is dealt. Each turn draw a tile: lay it in the chain if it fits, else keep it and pass."),
        rule("turn", "000", "Игрок, у которого на руках уже есть камень или два от прошлых ходов, на новом ходу всё "
             "равно обязательно тянет еще один с базара. После этого может пойти им или каким-то одним из уже "
             "набранных.", "With tiles in hand you still draw first, then lay the new one or one you hold."),
        rule("aim", "000", "Если на руках игрока собралось 3 кости и более, вытянув кость, он имеет право "
             "осуществить ход блиц, то есть выставить все кости сразу, но только обязательно все. Можно выставлять "
             "кости на оба конца цепи. Ход блиц - победа и конец игры.",
             "With 3 tiles or more after drawing you may blitz: lay them all at once, on both ends. A blitz "
             "wins the deal."),
        rule("end", "000", "Если никто не сделал блиц, а базар разобран - игра останавливается. Проигрывает игрок с "
             "наибольшим числом очков на руках.",
             "No blitz before the boneyard runs out: play stops and the highest hand loses."),
        ours("scoring", "Each loser writes his pips against himself; reaching 101 loses the match (as Kozel's goat).",
             "Каждый проигравший записывает свои очки на себя; 101 — проигрыш партии (как «козёл»)."),
    ),
    "wagons": (
        rule("deal", "000", "4 игрока по 7 камней. 3 игрока по 9 камней и один - общий заходной 2 игрока - по 9 "
             "плюс базар.", "4 players get 7 tiles; 3 get 9 and the last tile is the shared lead; 2 get 9 and a "
             "boneyard."),
        rule("turn", "000", "Пристройка цепи ведется выходами по одной кости, при отсутствии нужной - с базара "
             "берутся кости до ее нахождения..", "One tile a turn; stuck: draw until one fits."),
        rule("turn", "000", "Дублем можно отделить часть уже выставленной цепи, дубль остается в месте разрыва, всё "
             "остальное становится отдельной собственной цепочкой (эшелоном) расцепителя. Он теперь получает "
             "возможность ходить на открытые концы обеих цепей. Остальные игроки на чужой эшелон ходить не могут.",
             "A double can uncouple part of the chain: the cut-off part becomes your own train, which only "
             "you may play on."),
        rule("turn", "000", "Сделать это можно стыковочным звеном, то есть костью, один конец который идет к одной "
             "цепи, а другой - к другой.",
             "Anyone may couple another's train back, or to his own, with a tile bridging two chains."),
        rule("aim", "000", "Выигрывает выставивший все свои камни.", "Be the first to lay all your tiles."),
        _RACE_SCORING,
    ),
    "fork": (
        rule("deal", "000", "4 игрока по 7 камней, меньше - по 7 плюс базар, больше - максимально возможное равное "
             "плюс базар.", "4 players get 7 tiles; fewer 7 and a boneyard; more the largest equal hands and a "
             "boneyard."),
        rule("turn", "000", "Заходная кость ставится поперек. Две следующие - к ее концам, но с поворотом на 90 "
             "градусов. Это - начало двух половинок цепи, идущих параллельно.",
             "The lead lies across; the next two tiles start two half-chains running side by side."),
        rule("turn", "000", "Теперь разрешается ходить на любую из двух половинок, но разрыв в длине не должен "
             "превышать 2-х костей. Если две уже есть, разрешается ходить только на короткую.",
             "Either half may grow, but their lengths may differ by 2 at most: then only the shorter grows."),
        rule("turn", "000", "При отсутствии хода - с базара берется только один камень и ход передается по кругу.",
             "Stuck: draw one tile and the turn passes."),
        rule("aim", "000", "Выигрывает выставивший все свои камни.", "Be the first to lay all your tiles."),
        _RACE_SCORING,
    ),
    "double_lock": (
        rule("deal", "000", "4 игрока по 7 камней. 3 игрока по 7 с базаром, 5 игроков по 5 с базаром.",
             "4 players get 7 tiles; 3 get 7 and a boneyard; 5 get 5 and a boneyard."),
        rule("turn", "000", "Выход обязательно с дубля, если у заходного игрока дубля нет, первый ход переходит к "
             "следующему.", "The lead must be a double; a leader without one passes the lead on."),
        rule("turn", "000", "К выставленному дублю можно выставлять две любые кости с соответствующими концами. А к "
             "двум костям, выставленным к исходному дублю можно выходить только дублями.",
             "Any tiles go beside the lead double, but onto those two only doubles."),
        rule("turn", "000", "если конец кости с тем или иным числом точек выставлен первый раз за игру, пока не "
             "выставлен соответствующий дубль, приставлять к нему какую-либо кость, кроме дубля, нельзя.",
             "A number shown on an end for the first time is locked until its double is laid."),
        rule("turn", "000", "И только когда, постепенно, выставлены все 7 дублей, ходы идут без ограничений до конца.",
             "Once all 7 doubles are down, play is free."),
        rule("aim", "000", "Выигрывает тот, кто выложил все свои камни первым. Если выкладка блокирована, и кости на "
             "руках остались у всех, выигрывает тот, у кого меньше очков.",
             "Be the first out; in a blocked layout the lowest hand wins."),
        _RACE_SCORING,
    ),
    "milky_way": (
        rule("deal", "000", "4 игрока по 7 камней", "4 players get 7 tiles."),
        rule("turn", "000", "Кости должны быть выставлены в строго определенную, единственную цепь, которая и "
             "называется Млечным путём. Она содержит только дубли и кости со смежными концами (то есть 0-6, 6-6, "
             "6-5, до 0-0).",
             "Only one chain is legal, the Milky Way: the doubles and the tiles of neighbouring numbers "
             "(0-6, 6-6, 6-5, … 0-0)."),
        rule("turn", "000", "Следующие игроки ходят последовательно, по одной кости на любой из двух концов. При "
             "отсутствии нужного камня ход передается дальше.",
             "Any tile of the way leads; then one tile a turn on either end; without the next tile, pass."),
        rule("end", "000", "Главный вопрос в том, на какой фишке будет завершена вся цепочка.",
             "The question is which tile the way finishes on."),
        rule("aim", "000", "Выигрыш засчитывается тому, у кого меньше всего очков на оставшихся балластных костях, "
             "но только на тех, которые содержат концы, соответствующие окончанию цепочки.",
             "Hold the fewest pips on the ballast tiles showing the numbers the way finished on."),
        ours("scoring", "Each player writes that count against himself; reaching 101 loses the match.",
             "Каждый записывает этот счёт на себя; 101 — проигрыш партии."),
    ),
    "general": (
        rule("deal", "003", "В игру играют 4 человека, располагаясь командами по диагонали (А,В и Б,Г). Каждому "
             "раздаётся по 7 костяшек.", "4 players in two diagonal teams, 7 tiles each."),
        rule("turn", "003", "В любом случае игра начинается с 1х1.", "1-1 always leads; the chain grows both ways."),
        rule("aim", "003", "Цель игры - закончить её дублями 0х0 и/или 6х6.", "End the deal with 0-0 and/or 6-6."),
        rule("end", "003", "Проигравший - тот, чей ход по очереди следующий после закончившего партию.",
             "The loser is the player whose turn comes after the one who went out."),
        rule("end", "003", "«Рыба» недопустима, то есть раунд, закончившийся «рыбой» (патовой ситуацией), не "
             "засчитывается.", "A deal ending in a fish does not count."),
        rule("scoring", "003", "Фактически «Генералом» считается именно тот проигравший, кому «навесили» сразу и 0х0, "
             "и 6х6.", "The loser is made a General when both 0-0 and 6-6 were hung on him at once."),
        rule("scoring", "003", "Счёт очков не ведётся. Считаются только количество «Генералов» в командах.",
             "No points: only the Generals per team are counted."),
        rule("scoring", "003", "При проигрыше одной из команд 2 раза она уступает место другим игрокам.",
             "A team that loses twice gives way: the match ends."),
    ),
    "sausage": (
        rule("deal", "003", "В игру играют 2 человека. Каждый берёт по 14 закрытых костяшек и располагает их в "
             "линию.", "2 players take 14 tiles each face down and set them in a row."),
        rule("turn", "003", "Начинающий берёт первую костяшку в своей линии и кладёт на стол (иногда начинают с "
             "дупеля для ознакомления игрока со своими фишками). Игра ведётся в две параллельные (от зачинающей "
             "костяшки) линии.",
             "The leader plays the first tile of his row; play runs in two parallel lines from it. "
             "(Sometimes a double leads: option double_lead.)"),
        rule("turn", "003", "При отсутствии верной костяшки, костяшка, взятая справа, укладывается слева.",
             "A tile that does not fit goes from the right of your row to its left."),
        rule("turn", "003", "В случае, если игрок достаёт костяшку 5-0, он кладёт её поперёк линий и отсекает всё, "
             "что было до этого места. Противник перекладывает отрезанную колбасу слева от своих костей.",
             "A tile matching both line ends goes across them and cuts off the sausage, which goes to the "
             "opponent's row."),
        rule("turn", "003", "Если игрок достаёт дупель, например, 1-1, то он имеет право вставить его в любом месте, "
             "где есть стык костей 1-1, сдвинув всю линию, или поставив в конец линии.",
             "A double may be inserted at any joint showing its number, or at a line's end."),
        rule("end", "003", "Игра заканчивается с окончанием фишек у одного из игроков или рыбой.",
             "The deal ends when a player is out of tiles, or in a fish."),
        rule("aim", "003", "До скольких очков ведётся игра оговаривается в её начале. Опыт показывает, что 101 очко "
             "реально достигнуть за 1-2 розыгрыша",
             "Reach the agreed total first (101 here)."),
        ours("scoring", "The player out scores the pips left in his opponent's row; in a fish the lighter row scores "
             "the difference.", "Вышедший записывает очки, оставшиеся в ряду соперника; при «рыбе» меньший ряд "
             "записывает разность."),
    ),
}
