"""The counting games' rule cards (``dl.rules``): each rule beside its seed's words (003 or 004).

Written once here, rendered by ``domino_lab.rulecard``; a quote is the seed's text verbatim."""

from ...rulecard import ours, rule

_BERGEN_DEAL = rule("deal", "004", "Если играют двое-трое, они получают по шесть косточек, если четверо – по пять.",
                    "2–3 players get 6 tiles, 4 players 5; the rest is the boneyard.")

CARDS = {
    "telephone": (
        rule("deal", "003", "В игре участвуют 2 игрока. Или 4, командная игра 2 на 2. Каждый игрок получает по 7 "
             "костяшек.", "2 players, or 4 in two teams; 7 tiles each."),
        rule("deal", "003", "Партию начинает тот, у кого 3-2 .", "The holder of 3-2 leads the first deal."),
        rule("turn", "003", "Первый дубль, перекрытый с обоих сторон, объявляется «домом». К нему можно приставлять "
             "косточки ещё с 2-х сторон и в итоге игра идёт на 4 стороны.",
             "The first double closed on both sides becomes the house and opens two more arms."),
        rule("aim", "003", "Каждый раз когда сумма очков на концах выставленных на доску фишек кратна 5.",
             "Score whenever the open ends add up to a multiple of 5."),
        rule("scoring", "003", "Игрок, который остаётся с камнями списывает набраные очки.",
             "Whoever is left with tiles writes off their pips, rounded down to 5 — no debts."),
        rule("end", "003", "Партия идёт до 225 очков и состоит из нескольких игр как правило это 10-15. Если оба "
             "игрока набрали по 225 и более, считается ничья.",
             "The match goes to 225; both reaching it is a draw."),
    ),
    "muggins": (
        rule("deal", "004", "Если играют двое, то раздают по семь косточек. Если играют трое или четверо, раздают по "
             "пять косточек. Заходящий может выложить любую кость.",
             "2 players get 7 tiles, 3–4 get 5; the leader lays any tile."),
        rule("turn", "004", "Как только в раскладе появится первый дубль, открывается четырехсторонняя цепочка",
             "The first double becomes a four-way spinner."),
        rule("aim", "004", "Очки в этой игре начисляются, если при очередном ходе, сделанном игроком, сумма точек на "
             "всех свободных половинках получается кратна пяти.",
             "Score when the open ends add up to a multiple of five."),
        rule("scoring", "004", "За каждую такую «пятерку» игроку начисляется пять очков.", "5 points per five."),
        rule("scoring", "004", "За окончание игры дополнительно плюсуется 10 очков. Игра обычно ведется до 200 очков.",
             "Going out adds 10; the match goes to 200."),
        rule("end", "004", "При заблокированной выкладке выигрывает тот, кто имеет на руках меньше всего очков. Его "
             "выигрыш определяется как округленная до пяти разность между суммой очков всех остальных игроков и "
             "собственными очками победителя.",
             "Blocked: the lightest hand wins the others' pips minus his own, rounded to 5."),
    ),
    "fives": (
        rule("aim", "004", "Эта игра отличается от предыдущей тем, что игрок каждый раз получает очки, когда сумма "
             "очков двух половинок на концах выкладки кратна пяти (2+3 – 1 очко, 4+6 – 2 очка).",
             "Score a point per five when the two ends add up to a multiple of 5 "
             "(2+3 → 1, 4+6 → 2)."),
        _BERGEN_DEAL,
        rule("scoring", "004", "Четыре очка сразу получает игрок, если на концах выкладки кладутся дубли 4-4 и 6-6.",
             "4-4 and 6-6 at the two ends make 4 at once."),
        rule("turn", "004", "Дубль можно класть как поперек, так и вдоль выкладки как обычные кости.",
             "A double goes across or along, as you choose."),
        rule("turn", "004", "При необходимости игрок может прикупить с «базара» одну кость.",
             "Stuck: draw one tile."),
        rule("end", "004", "Игра прекращается, когда исчерпываются косточки в резерве или на руках у одного из "
             "игроков.", "The deal stops when the boneyard or a hand runs out."),
        rule("scoring", "004", "Игрок, закончивший партию, плюсует себе 2 очка. Тот, кто имеет на руках меньшее "
             "количество очков в момент блокировки партии, плюсует себе 1 очко. Играют обычно до 25 очков при двух "
             "игроках или до 20 при трех-четырех.",
             "Going out adds 2; the lowest hand at a block adds 1. The match goes to 25 (2 players) or 20."),
    ),
    "threes": (
        rule("deal", "004", "Кости раздают, как в игре «берген», а подсчет очков и порядок игры – как в пятерном "
             "домино, с той лишь разницей, что число очков на камнях должно быть кратным не пяти, а трем.",
             "Dealt as Bergen, played as Fives, but scoring multiples of three."),
        _BERGEN_DEAL,
        rule("aim", "004", "За один ход можно набрать до 6 очков (см. рис. 18:3=6).",
             "Score a point per three in the ends (18 → 6)."),
        rule("turn", "004", "При необходимости игрок может прикупить кость с «базара», но только одну за ход.",
             "Stuck: draw one tile per turn."),
        rule("end", "004", "Игра прекращается, когда исчерпываются косточки в резерве или на руках у одного из "
             "игроков.", "The deal stops when the boneyard or a hand runs out (as Fives)."),
        rule("scoring", "004", "Вдвоем играют до 33 очков, а при большем количестве игроков – до 22 очков.",
             "Going out and blocking score as Fives; the match goes to 33 (2 players) or 22."),
    ),
    "threes_luck": (
        rule("deal", "004", "Два или три игрока получают по 6 костей, а четыре – по 5.",
             "2–3 players get 6 tiles, 4 get 5."),
        rule("aim", "004", "Это значит, что игрок должен стремиться положить такую кость, очки на свободной половинке "
             "которой в сумме с другими очками на свободных половинках дадут число, кратное трем.",
             "Make the open ends add up to a multiple of three."),
        rule("turn", "004", "в данном случае игрок может брать до 5 костей подряд.",
             "You may draw up to 5 tiles in a row, trying your luck."),
        rule("scoring", "004", "За каждую взятую из резерва кость, которая не даст результативного хода, "
             "«счастливчику» записывают 5 штрафных очков. В том случае, если игроку удалось взять в резерве нужную "
             "кость, он получает 10 очков, которые он может записать себе.",
             "Each drawn tile that makes no scoring move costs 5; a drawn tile that scores pays 10."),
        rule("scoring", "004", "за удачный ход (число, кратное трем) игрок получает 5 очков, за первый дубль, игрок "
             "получает 8 очков.", "A scoring move from the dealt hand pays 5, the first double 8."),
        rule("end", "004", "Игра прекращается, когда исчерпываются косточки в резерве или на руках у одного из "
             "игроков.", "The deal stops when the boneyard or a hand runs out (as Fives)."),
    ),
    "bergen": (
        _BERGEN_DEAL,
        rule("deal", "004", "Игра начинается с «мыла», либо с ближайшего дубля. Если дубли отсутствуют, то с "
             "минимальной по сумме очков кости (0-1 и др.).",
             "0-0 leads, else the nearest double, else the lightest tile."),
        rule("aim", "004", "Очки игрокам начисляются в процессе игры. Так, заходящий с дубля получает два очка.",
             "Score during play: leading a double scores 2."),
        rule("scoring", "004", "Кроме того, игрок получает два очка каждый раз, когда выложенная им кость по числу "
             "очков на свободной половине совпадет со свободной половиной на другом конце выкладки.",
             "Both ends showing the same number: 2 points (a double header)."),
        rule("scoring", "004", "Игрок может заработать три очка, если выкладка на одном конце заканчивается дублем, "
             "а с другой стороны – половинкой кости с тем же числом очков, что и в дубле.",
             "A double at one end and its number at the other: 3 points (a triple header)."),
        rule("turn", "004", "Дубли всегда располагаются поперек основной выкладки.", "Doubles always lie across."),
        rule("turn", "004", "При необходимости игрок может прикупить с «базара» одну кость. Последние две кости "
             "«базара» в игре участия не принимают.", "Stuck: draw one tile; the last two are never drawn."),
        rule("end", "004", "Игрок, у которого на руках не осталось дублей, получает 2 очка. Если дублей нет ни у "
             "кого, 2 очка достаются игроку, у кого на руках наименьшая сумма очков. Если дубли есть у всех, 2 очка "
             "получает владелец наименьшего дубля.",
             "Blocked: 2 points to the player with no doubles; if nobody has one, to the lowest hand; if all "
             "do, to the lowest double."),
        rule("scoring", "004", "При двух игроках игра продолжается до 15 очков, при трех – до 10.",
             "The match goes to 15 (2 players) or 10."),
    ),
    "matador": (
        ours("deal", "2 players get 7 tiles, 3 get 6, 4 get 5; the highest double leads (the published rules: the "
             "seed's fragment starts at scoring).", "Двое получают по 7 костей, трое по 6, четверо по 5; заходит "
             "старший дубль (опубликованные правила: фрагмент источника начинается со счёта)."),
        ours("turn", "A tile's touching half and the end it joins add up to seven; the matadors 6-1, 5-2, 4-3 and 0-0 "
             "are wild; stuck: draw until you can (the last two tiles are never drawn).",
             "Прикладываемая половинка и конец, к которому она идёт, дают в сумме семь; матадоры 6-1, 5-2, 4-3 и "
             "0-0 идут куда угодно; без хода берут из базара (две последние кости не берут)."),
        rule("scoring", "004", "Если игрок вынужден пропустить ход, он вычеркивает у себя 6 очков. В том случае, если "
             "очков у игрока еще слишком мало, он остается с долгом.",
             "A forced pass costs 6 points, debts allowed."),
        rule("scoring", "004", "Новичкам же можно посоветовать более простой способ начисления очков – по 10 за каждый "
             "матадор.", "The gentler scoring (option scoring=matadors): 10 per matador."),
        rule("scoring", "004", "Если игрок использует такую кость, на свободной половине которой есть шесть очков "
             "(например, 3:6, 1:6), то за матадорную шестерку он получает дополнительные 5 премиальных очков.",
             "A tile leaving a six free earns 5 more."),
        rule("aim", "004", "Победителем становится тот, кто набрал большее количество очков. Этому игроку принадлежит "
             "разница между тем количеством очков, которое набрал он и суммой очков проигравших.",
             "Score the most: the winner takes his points minus the losers'."),
        ours("end", "The deal ends when someone is out, or nobody can move; the match goes to 100.",
             "Кон кончается, когда кто-то вышел или ходить некому; партия до 100."),
    ),
    "french": (
        rule("deal", "004", "Играют от двух до пяти человек. Они берут себе по пять косточек. Остальные лежат в "
             "резерве.", "2–5 players take 5 tiles each; the rest is the reserve."),
        rule("deal", "004", "Первый ход за тем, у кого окажется кость с наибольшей суммой очков.",
             "The heaviest tile leads."),
        rule("turn", "004", "Следующий по очереди игрок обязан выставить такую кость, чтобы число очков на одной из ее "
             "сторон дополняло число очков на одной из сторон первой кости до суммы 7.",
             "A tile joins an end when its touching half and the end add up to 7."),
        rule("turn", "004", "Таких костей всего три: 6-1, 5-2, 4-3. Они называются онерами. Кроме того, онером "
             "считается кость 0-0.", "The honours 6-1, 5-2, 4-3 and 0-0 are wild."),
        rule("turn", "004", "Если у игрока не оказалось подходящей кости, он должен обратиться к резерву, беря из него "
             "кости до тех пор, пока не появится нужная.", "Stuck: draw until a tile fits."),
        rule("end", "004", "Партия продолжается до тех пор, пока у одного из игроков не выйдут все кости и из резерва "
             "уже нечего будет взять.", "The deal ends when a player is out and the reserve is empty…"),
        rule("end", "004", "Партия заканчивается и тогда, когда с обоих концов стоят «пустышки», а онеры все вышли.",
             "…or when blanks show at both ends and every honour is out."),
        rule("scoring", "004", "Тогда считают очки, оставшиеся на руках у остальных. Очки эти записываются им в "
             "проигрыш.", "The others' pips are written against them."),
        ours("aim", "Write as little as you can: reaching 101 loses the match (as Kozel's goat).",
             "Записать на себя как можно меньше: 101 — проигрыш партии (как «козёл»)."),
    ),
}
