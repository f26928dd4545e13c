"""蛊惑 (于吉, 风): you may put a hand card face down and declare it a basic card or a non-delayed
trick, using or playing it as that card (使用或打出). Every other player, in seat order after you,
says whether it questions (质疑) the card. If nobody does, the card is turned up and resolves as the
card you declared, whatever it is. If anyone does, it is turned up: if it is the card declared
(真), each questioner loses 1 HP; if not (假), each questioner draws a card. Then a true ♥ card still
resolves as declared; any other questioned card — true or false — goes to the discard pile and the
use or play comes to nothing.

Our rulings for the 风 card (docs/rulings.md, 风): a card is true when it is a card of the declared
name — a 火杀 or 雷杀 is a true 杀, a plain 杀 is no 火杀; every other living player is asked, each
seeing the earlier answers; the targets are named with the declaration; a questioned card that
comes to nothing is spent (a response it was made for is not made, and is not asked again)."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from ....engine.advice import Custom, Playing
from ....engine.behaviour import AUTO
from ....engine.cards import BASIC, HEART, TRICK, VirtualCard, color_of, suit_of
from ....engine.errors import IllegalAnswer
from ....engine.events import VirtualFace
from ....engine.events_guhuo import GuhuoDeclare, GuhuoQuestion, GuhuoReveal
from ....engine.health import lose_hp
from ....engine.moves import draw, move_cards
from ....engine.prompts import CARD_KEY, NUMBER, SEAT, SEAT_OR_NONE, Arg, PromptSpec
from ....engine.protocol.answers import Choose, Use
from ....engine.protocol.requests import CardOption
from ....engine.skills.skill import PROHIBIT, Skill
from ....engine.state import Zone
from ...deck import deck_rows

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.cards import CardLike
    from ....engine.game import Game
    from ....engine.protocol.requests import OptionRequest
    from ....engine.state import Player

#: the card while it lies face down, being questioned (its owner alone sees it)
PILE_NAME = "guhuo"
QUESTION, BELIEVE = "question", "believe"
TRUE, FALSE, UNQUESTIONED = "true", "false", "unquestioned"
SLASHES = ("slash", "fire_slash", "thunder_slash")


def declarable(g: Game) -> tuple[str, ...]:
    """The card keys 蛊惑 may declare at this table: its deck's basic cards, then its non-delayed
    tricks, each kind in the deck table's order, the cards of one name together (杀, 火杀, 雷杀)."""
    memo = g.memo("guhuo_keys", 0)      # (a constant stamp: the deck never changes)
    keys = memo.get(0)
    if keys is None:
        found = [k for k in dict.fromkeys(c.key for c in g.cards)
                 if (b := g.behaviours[k]).type == BASIC or (b.type == TRICK and not b.delayed)]
        first: dict[str, int] = {}
        for k in found:
            first.setdefault(g.behaviours[k].name, len(first))
        keys = memo[0] = tuple(sorted(found, key=lambda k: (g.behaviours[k].type != BASIC,
                                                             first[g.behaviours[k].name])))
    return keys


def is_true(card: CardLike, key: str) -> bool:
    """Is the face-down card what was declared? A card of that name (a 火杀 or 雷杀 is a 杀)."""
    return card.key == key or (key == "slash" and card.name == "slash")


# --------------------------------------------------------------------------- the AI's side

@cache
def _copies(packs: tuple[str, ...]) -> tuple[dict[str, int], int]:
    """How many cards of each key the deck of `packs` holds, and its size (the deck is public)."""
    counts: dict[str, int] = {}
    rows = deck_rows(packs)
    for r in rows:
        counts[r.key] = counts.get(r.key, 0) + 1
    return counts, len(rows)


def chance_true(judge: AdvisedSeat, user: int, key: str) -> float:
    """How likely `user`'s face-down card is a `key`, from what this seat has seen: the copies of
    that name it cannot account for, among the cards it cannot see, times the cards `user` held."""
    view = judge.view
    counts, total = _copies(tuple(view.packs))
    names = SLASHES if key == "slash" else (key,)
    copies = sum(counts.get(k, 0) for k in names)
    seen = [*view.hand, *view.discard, *view.processing]
    for sv in view.players:
        seen += [*sv.known_hand, *sv.equips.values(), *sv.judge]
        for cards in sv.pile_cards.values():
            seen += cards
    unseen = copies - sum(1 for c in seen if judge.key(c) in names)
    if unseen <= 0:
        return 0.0
    unknown = max(1, total - len(seen))
    held = judge.p(user).hand_count + 1         # (its hand, and the card it put down)
    return min(0.95, unseen * held / unknown)


_HURTS_TARGET = ("slash", "fire_slash", "thunder_slash", "duel", "dismantlement", "snatch", "fire_attack",
                 "collateral")


def _question(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """质疑? Never a friend's card; a sure lie always (a free card); otherwise only a card that works
    against our side, at 2 HP or more, the surer of a lie the lower our HP — and the more often
    蛊惑 was used this turn, the readier."""
    user, key, target, uses = req.prompt.args
    if judge.att(user) > 0.3:
        return Choose(BELIEVE)
    p_true = chance_true(judge, user, key)
    if p_true <= 0.0:
        return Choose(QUESTION)
    if judge.my.hp <= 1:
        return Choose(BELIEVE)
    if key in _HURTS_TARGET and target >= 0:
        against_us = target == judge.me or judge.att(target) > 0.3
    else:
        against_us = judge.att(user) < -0.15
    if not against_us:
        return Choose(BELIEVE)
    doubt = (1.0 - p_true) + 0.1 * (uses - 1)
    return Choose(QUESTION if doubt >= (0.6 if judge.my.hp == 2 else 0.45) else BELIEVE)


def _true_cards(judge: AdvisedSeat, opt: CardOption) -> list[int]:
    names = SLASHES if opt.name == "slash" else (opt.name,)
    return [c for c in opt.cards if judge.key(c) in names]


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """The play phase: a true ♥ card through 蛊惑 (it stands even if questioned, and costs a
    questioner HP); a bluff now and then, with a card we can spare, for a card worth using, while
    the hand is not already full; never a true card of another suit (use it as itself)."""
    scored = judge.card_score(opt.name, opt)
    if scored is None:
        return None
    score, targets = scored
    true = _true_cards(judge, opt)
    if true:
        hearts = [c for c in true if judge.suit(c) == HEART]
        if not hearts:
            return None
        card = judge.cheapest(hearts, 1)[0]
        return score + 0.3, Use(skill=opt.skill, name=opt.name, cards=(card,), targets=tuple(targets))
    spare = judge.cheapest(opt.cards, 1)[0]
    if score < 4.0 or judge.value(spare) > 5.0 or len(judge.view.hand) > judge.my.hp + 1:
        return None
    if judge.rng.random() >= 0.35:
        return None
    return score * 0.7 - judge.value(spare) * 0.3, Use(skill=opt.skill, name=opt.name, cards=(spare,),
                                                      targets=tuple(targets))


def _answer(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """A response: a true ♥ card through 蛊惑 (cheaper than the card itself: it stands either way);
    a bluff only when no true card of what is asked is in hand (then it is the only way), made of
    the card we can best spare. The first number is the answer's cost (lower is preferred)."""
    true = _true_cards(judge, opt)
    if true:
        hearts = [c for c in true if judge.suit(c) == HEART]
        if not hearts:
            return None
        card = judge.cheapest(hearts, 1)[0]
        return judge.value(card) - 0.3, Use(skill=opt.skill, name=opt.name, cards=(card,))
    req = judge.request
    offered = getattr(req, "options", ())
    if any(o.skill is None for o in offered):       # a true card of what is asked: use that
        return None
    spare = judge.cheapest(opt.cards, 1)[0]
    return judge.value(spare) + 2.0, Use(skill=opt.skill, name=opt.name, cards=(spare,))


#: 质疑? (`user`'s face-down `card`, used on `target`; 蛊惑's `uses` this turn)
ASK_GUHUO_QUESTION = PromptSpec("guhuo_question", Arg("user", SEAT), Arg("card", CARD_KEY),
                                Arg("target", SEAT_OR_NONE), Arg("uses", NUMBER), ai=Custom(_question))
#: the same question for a card with no target named (a response, 无中生有 …: `target` is -1)
ASK_GUHUO_QUESTION_BARE = PromptSpec("guhuo_question_bare", Arg("user", SEAT), Arg("card", CARD_KEY),
                                     Arg("target", SEAT_OR_NONE), Arg("uses", NUMBER), ai=Custom(_question))


# --------------------------------------------------------------------------- the skill

class Guhuo(Skill):
    """蛊惑: a face-down hand card as any basic card or non-delayed trick, questioned by the others."""

    id = "guhuo"
    view_as = True
    #: how an AI seat uses it in the play phase (`play`: ai/basic/play.py) and answers a request
    #: with it (`answering`: its cost, ai/basic/respond.py)
    play = Playing(_play)
    answering = Playing(_answer)

    def view_as_options(self, g: Game, owner: Player, names: frozenset[str] | None,
                        mode: str) -> list[CardOption]:
        hand = tuple(owner.hand)
        if not hand:
            return []
        keys = declarable(g)
        behaviours = g.behaviours
        if names is not None:
            return [CardOption(k, None, self.id, hand, 1, 1) for k in keys if behaviours[k].name in names]
        # each option is probed with a card of the hand (火攻 on yourself needs another card left);
        # the card's colour counts (帷幕 refuses a black trick): with a prohibition in play, one
        # option per colour of the hand, probed with a card of that colour
        groups: list[tuple[tuple[int, ...], tuple[Any, ...]]] = [(hand, (g.cards[hand[0]],))]
        if PROHIBIT in g.modifier_kinds:
            by_colour: dict[str | None, list[int]] = {}
            for c in hand:
                by_colour.setdefault(color_of(g, owner, g.cards[c]), []).append(c)
            groups = [(tuple(ids), (g.cards[ids[0]],)) for ids in by_colour.values()]
        out = []
        for k in keys:
            b = behaviours[k]
            for cards, probe_of in groups:
                probe = VirtualCard(b, probe_of, self.id)
                if not b.usable_in_play(g, owner, probe):
                    continue
                spec = b.target_spec(g, owner, probe)
                if spec is None:
                    continue
                out.append(CardOption(k, None, self.id, cards, 1, 1, None if spec is AUTO else spec))
        return out

    def view_as_card(self, g: Game, owner: Player, answer: Use) -> CardLike:
        key = answer.name
        if key is None or key not in declarable(g):
            raise IllegalAnswer(f"guhuo: name the card declared, one of {list(declarable(g))}; got {key!r}")
        if len(answer.cards) != 1 or answer.cards[0] not in owner.hand:
            raise IllegalAnswer(f"guhuo: put down exactly one hand card; got {list(answer.cards)}")
        return VirtualCard(g.behaviours[key], (g.cards[answer.cards[0]],), self.id)

    async def produce_card(self, g: Game, owner: Player, answer: Use) -> CardLike | None:
        made = self.view_as_card(g, owner, answer)
        key, cid = made.key, answer.cards[0]
        seat = owner.seat
        g.note_skill(seat, self.id)
        await move_cards(g, [cid], Zone.PILE, seat, reason=self.id, by=seat, vis=1 << seat, pile=PILE_NAME)
        declared = VirtualFace(key, None, None, 0, (), self.id)
        g.emit(GuhuoDeclare(seat=seat, card=declared, targets=tuple(answer.targets)))
        doubters = await self._questions(g, seat, key, answer.targets[0] if answer.targets else -1)
        card = g.cards[cid]
        true = is_true(card, key)
        await move_cards(g, [cid], Zone.PROCESSING, reason=self.id, by=seat)       # turned up
        g.emit(GuhuoReveal(seat=seat, card=card.describe(), declared=declared,
                           verdict=UNQUESTIONED if not doubters else TRUE if true else FALSE))
        if not doubters:
            return made
        for s in doubters:
            if g.players[s].alive:
                if true:
                    await lose_hp(g, s, 1)
                else:
                    await draw(g, s, 1, reason=self.id)
        if true and suit_of(g, owner, card) == HEART and owner.alive:
            return made
        if g.zone_of[cid] == Zone.PROCESSING:
            await move_cards(g, [cid], Zone.DISCARD, reason=self.id, by=seat)
        return None

    async def _questions(self, g: Game, user: int, key: str, target: int) -> list[int]:
        """Ask every other living player, in seat order after `user`, whether it questions the card
        (each answer public as it is given); the questioners, in that order."""
        uses = g.skill_count(user, self.id)
        ask = ASK_GUHUO_QUESTION if target >= 0 else ASK_GUHUO_QUESTION_BARE
        doubters = []
        for seat in g.others(user):
            choice = await g.choose_option(seat, (BELIEVE, QUESTION), ask(user, key, target, uses), default=BELIEVE)
            g.emit(GuhuoQuestion(seat=seat, user=user, choice=choice))
            if choice == QUESTION:
                doubters.append(seat)
        return doubters


SKILLS = (Guhuo(),)
