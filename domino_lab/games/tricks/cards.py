"""The trick games' rule cards (``dl.rules``): each rule beside seed 000's words for it.

Written once here, rendered by ``domino_lab.rulecard``; a quote is the seed's text verbatim."""

from ...rulecard import ours, rule

CARDS = {
    "bingo": (
        rule("aim", "000", "Выигрывает игрок, набравший больше взяток.", "Take more tricks than your opponent."),
        rule("deal", "000", "2 игрока по 7 камней.", "2 players get 7 tiles each."),
        rule("deal", "000", "Открытием одной кости из базара определяется козырное число. Пустышка считается за 7 "
             "очков, остальные - по номиналу.",
             "A tile turned up from the boneyard names trumps. A blank counts 7, other numbers their face."),
        rule("turn", "000", "Ответная кость берет выложенную, если содержит козырь или совпадет одним концом, а по "
             "второму ее превосходит. Все остальные случаи - в пользу вышедшего. Затем делается пополнение из "
             "базара каждым из игроков.",
             "One tile leads; the reply takes the pair if it shows a trump, or matches one end and beats the "
             "other; otherwise the leader takes it. Both refill from the boneyard."),
        rule("turn", "000", "Следующий ход делает тот, кто забрал себе камни из предыдущей выкладки.",
             "Whoever took the pair leads next."),
        ours("end", "With the boneyard empty the last 7 tiles each are played out: 14 tricks in all.",
             "Когда базар пуст, разыгрываются последние 7 камней: всего 14 взяток."),
        ours("scoring", "The winner of a deal scores a game; the first to 7 games wins the match (published Bingo).",
             "Выигравший кон получает одну игру; партия до 7 игр (как в опубликованных правилах)."),
    ),
    "forty_two": (
        rule("deal", "000", "4 игрока, двое на двое по 7 камней каждому.", "4 players in two teams, 7 tiles each."),
        rule("aim", "000", "Перед началом игры производится заявка на результат, 30 очков не меньше, один раз от "
             "каждой команды. Начинают заявившие большее число. Заходящий назначает козыря (кости с концом "
             "выбранной величины) и заходит.",
             "Each team bids once what it will take, 30 at least; the higher bidder names trumps (tiles showing "
             "a number) and leads. The aim: make your bid."),
        rule("turn", "000", "Отвечать на заход полагается одной костью с каждого игрока - \"в масть\", то есть с "
             "совпадением старших концов. При отсутствии масти - снос или бой козырем, но бить не обязательно.",
             "Each player answers with one tile, following suit by the higher end; with none, discard or "
             "trump — beating is not compulsory."),
        rule("turn", "000", "Следующий выход у взявшего взятку.", "The taker of a trick leads the next."),
        rule("scoring", "000", "Все семь взяток дают 7 очков. Кроме того, начисляются очки за взятые \"пятерные\" и "
             "\"десятерные\" кости (3-2, 4-1, 5-0, 5-5, 6-4) по 7 за каждую. То есть - наибольшее возможное число "
             "очков за игру - 42.",
             "The 7 tricks give a point each, and each count tile taken (3-2, 4-1, 5-0, 5-5, 6-4) 7 more: "
             "42 in a hand."),
        rule("scoring", "000", "Назначившие игру, при выполнении своих обязательств получают все набранные очки, а "
             "противник - свои. Если назначение не выполнено - 0 очков. Назначенную сумму получает противник, плюс "
             "свои взятые.",
             "Bid made: both teams score what they took. Bid failed: the bidders score 0 and the opponents the "
             "bid plus their own."),
        ours("end", "A hand is the 7 tricks; the match goes to 250 points (published Texas 42).",
             "Кон — это 7 взяток; партия до 250 очков (как в опубликованных правилах)."),
    ),
    "candelabra": (
        rule("aim", "000", "Выигрывает тот, кто набирает 30 очков.", "Be the first to 30 points."),
        rule("deal", "000", "3 игрока по 9 камней и один, по договоренности - может служить прикупом.",
             "3 players get 9 tiles; the one left may serve as a buy, by agreement (option spare=buy)."),
        rule("turn", "000", "Заходящий игрок выставляет один камень. Второй игрок (при наличии) должен приставить к "
             "одному из концов выложенного камня встык свой камень. Третий приставляет камень ко второму концу "
             "выложенного камня или к свободному концу второго.",
             "The leader lays a tile; the second joins one end to end to it; the third to its other end or to "
             "the free end of the second."),
        rule("turn", "000", "Они достаются заходящему, если по одному концу совпадают, а по другому по величине "
             "уступают исходной кости.",
             "The three go to the leader if the answers match at one end and are lower at the other."),
        rule("turn", "000", "Возможен случай, когда вторая кость превосходит по значимости первую, но третья, будучи "
             "состыкованной со второй, в свою очередь ее превосходит. Тогда эта тройка костей уходит к третьему "
             "игроку.",
             "An answer that beats the tile it joins takes the trick; a third tile beating that second tile "
             "takes it in turn."),
        rule("turn", "000", "Если игроку нечем ответить на выставленную кость, он просто отдает любую.",
             "A player who cannot answer gives any tile."),
        rule("scoring", "000", "Игрок взявший 4 тройки и больше получает очки по числу взяток. Если взятки "
             "разделились по 3 каждому - очков не получает никто. Если два игрока взяли по 4 взятки - третий "
             "получает - минус две.",
             "4 tricks or more score one point each; 3-3-3 scores nothing; when two take 4 each, the third "
             "gets −2."),
    ),
    "seven_dwarfs": (
        rule("deal", "000", "7 игроков по 4 кости.", "7 players get 4 tiles each."),
        rule("turn", "000", "Заход одной костью. Следующий игрок должен выставить камень с очками, каких еще нет на "
             "столе. И так продолжается до 4 костей, причем завершающая кость - дубль.",
             "One tile leads; each next player lays a tile whose numbers are not yet on the table, up to 4 "
             "tiles, the fourth a double."),
        rule("turn", "000", "У кого не нашлось подходящей кости - ход пропускает. Игрок, выставивший завершающий "
             "дубль, берет эти четыре кости - \"сундучок\" - себе.",
             "No such tile: pass. Whoever lays the closing double takes the four — the chest."),
        rule("end", "000", "Как только у кого-то кончаются кости - игра останавливается.",
             "Play stops as soon as someone has no tiles left."),
        rule("scoring", "000", "Тот игрок, у кого первым закончились кости, получает 50 очков. Если у него еще есть и "
             "сундучки, он приплюсовывает сумму очков по ним.",
             "The first out scores 50, plus the pips of his chests."),
        rule("aim", "000", "Выигрывает набравший максимальное количество очков",
             "Score the most: 50 for going out and the pips of the chests you took."),
        ours("scoring", "The match is seven deals, one for each dwarf; the highest total wins.",
             "Партия — семь конов, по одному на гнома; побеждает наибольшая сумма."),
    ),
}
