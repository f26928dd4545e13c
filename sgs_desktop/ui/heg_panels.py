"""国战 panels: choosing the general pair (主将 + 副将) from the dealt generals, and the end of a
国战 game (winners by kingdom, or the 野心家). The pair panel shows only the viewer's own generals;
the game-over panel what the game-over event made public."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from ..client.logtext import capitalised
from ..client.table import FinalSeat
from ..engine.events import GameOverEvent
from ..engine.kingdoms import CAREERIST
from ..packs.generals import companions, heg_lookup
from ..packs.heg_seating import pair_hp
from ..packs.i18n import general_name, skill_name, skill_text, text
from .fonts import ui_font
from .panels import GameOverPanel, Panel, details_box, layout_of, plate_size, result_marks
from .plate_tile import PlateTile
from .seat_tips import hp_text
from .texts import kingdom_name, seat_name, slot_name, ui_text, word


class PairPanel(Panel):
    """The "choose_pair" request: click a dealt general for the head (主将), another of the same
    kingdom for the deputy (副将), then 确定. Generals with a 珠联璧合 partner in the hand have
    a gold frame, and each such pair has a quick button."""

    def __init__(self, parent: QWidget, selection, title: str, rules: str = "old") -> None:
        super().__init__(parent, title)
        self.selection = selection
        #: the generals as the rules profile has them (HP, skills, 珠联璧合)
        self.rules = rules
        self.table = table = heg_lookup(rules)
        req = selection.request
        self.hand = [str(a) for a in req.prompt.args if str(a) in table]
        self.legal = set(req.options)
        self.head: str | None = None
        self.deputy: str | None = None
        #: general → its companions among the dealt generals
        self.partners = {gid: [o for o in self.hand if o != gid and companions(table[gid], table[o])]
                         for gid in self.hand}
        self.tiles: dict[str, PlateTile] = {}
        row = QWidget()
        row.setLayout(QHBoxLayout())
        layout_of(row).setSpacing(6)
        size = plate_size(parent, len(self.hand), max(1, len(self.hand)), 300)
        for gid in self.hand:
            g = table[gid]
            skills = word("list_sep").join(skill_name(s, mode="hegemony") for s in g.skills)
            partners = ui_text("pair_partners", names=word("list_sep").join(general_name(o)
                                                                          for o in self.partners[gid]))
            b = PlateTile(g, skills, hegemony=True, extra=partners if self.partners[gid] else "", plate=size)
            b.setObjectName(f"panel-general-{gid}")
            b.setCheckable(False)
            b.companion = bool(self.partners[gid])
            b.setProperty("companion", bool(self.partners[gid]))
            b.setEnabled(any(gid in o.split("+") for o in self.legal))
            b.setToolTip(general_details(gid, rules))
            b.clicked.connect(lambda _=False, x=gid: self.click(x))
            layout_of(row).addWidget(b)
            self.tiles[gid] = b
            self.buttons[f"general-{gid}"] = b
        self.layout_.addWidget(row, 0, Qt.AlignmentFlag.AlignHCenter)
        quick = [o for o in req.options if self._companion_pair(o)]
        if quick:
            qrow = QWidget()
            qrow.setLayout(QHBoxLayout())
            layout_of(qrow).addWidget(QLabel(ui_text("pair_partners", names="")))
            for opt in quick:
                head, deputy = opt.split("+")
                quick_b = self.button(f"pair-{opt}", ui_text("pair_quick", head=general_name(head),
                                                             deputy=general_name(deputy)), None, qrow)
                quick_b.clicked.connect(lambda _=False, h=head, d=deputy: self.set_pair(h, d))
            self.layout_.addWidget(qrow)
        self.status = QLabel("")
        self.status.setFont(ui_font(11, bold=True))
        self.layout_.addWidget(self.status)
        self.details = QLabel(ui_text("pair_details_hint"))       # the last clicked general's skills, in full
        self.details.setObjectName("general-details")
        self.details.setWordWrap(True)
        self.details.setFont(ui_font(10.5))
        wide = min(560, parent.width() - 60)
        box = details_box(self.details, max(80, parent.height() - size.height() - 330),
                          [general_details(g, rules) for g in self.hand], wide)
        box.setMinimumWidth(wide)
        self.layout_.addWidget(box)
        brow = QWidget()
        brow.setLayout(QHBoxLayout())
        self.button("swap", ui_text("pair_swap"), None, brow).clicked.connect(self.swap)
        self.button("ok", ui_text("button_ok"), None, brow).clicked.connect(self.ok)
        self.layout_.addWidget(brow)
        self.refresh()

    # ------------------------------------------------------------ the model
    @property
    def option(self) -> str | None:
        if self.head is None or self.deputy is None:
            return None
        opt = f"{self.head}+{self.deputy}"
        return opt if opt in self.legal else None

    def _companion_pair(self, option: str) -> bool:
        head, deputy = option.split("+")
        return deputy in self.partners.get(head, ())

    def click(self, gid: str) -> None:
        """A click on a general: the head first, then a deputy of the same kingdom; a click on a
        chosen one un-chooses it."""
        if gid == self.head:
            self.head = None
        elif gid == self.deputy:
            self.deputy = None
        elif self.head is None:
            self.head = gid
            if self.deputy is not None and f"{gid}+{self.deputy}" not in self.legal:
                self.deputy = None
        elif f"{self.head}+{gid}" in self.legal:
            self.deputy = gid
        else:
            self.head, self.deputy = gid, None
        self.details.setText(general_details(gid, self.rules))
        self.refresh()

    def set_pair(self, head: str, deputy: str) -> None:
        self.head, self.deputy = head, deputy
        self.refresh()

    def swap(self) -> None:
        self.head, self.deputy = self.deputy, self.head
        self.refresh()

    def ok(self) -> None:
        if self.option is not None:
            self.answered.emit(self.selection.choose(self.option))

    def refresh(self) -> None:
        for gid, b in self.tiles.items():
            b.set_mark("head" if gid == self.head else "deputy" if gid == self.deputy else None)
        table = self.table
        parts = [ui_text("pair_slot", slot=slot_name("head"), name=general_name(self.head) if self.head else "—"),
                 ui_text("pair_slot", slot=slot_name("deputy"), name=general_name(self.deputy) if self.deputy else "—")]
        if self.option is not None and self.head is not None and self.deputy is not None:
            hp, half = pair_hp(table[self.head], table[self.deputy])
            parts.append(ui_text("pair_max_hp", hp=hp) + (ui_text("pair_half") if half else ""))
            if self._companion_pair(self.option):
                parts.append(ui_text("pair_companions"))
        elif self.head is not None and self.deputy is not None:
            parts.append(ui_text("pair_same_kingdom"))
        # (each part begins a phrase: "Head general: …   Max HP 3", never "head general")
        self.status.setText(ui_text("pair_sep").join(capitalised(x) for x in parts))
        self.buttons["ok"].setEnabled(self.option is not None)
        self.buttons["swap"].setEnabled(self.head is not None and self.deputy is not None
                                        and f"{self.deputy}+{self.head}" in self.legal)
        self.changed.emit()


def general_details(gid: str, rules: str = "old") -> str:
    """A 国战 general in full, as the rules profile has it: name, kingdom, HP in 阴阳鱼, each skill's
    国战 text."""
    g = heg_lookup(rules)[gid]
    lines = [ui_text("general_heading", name=general_name(gid), kingdom=kingdom_name(g.kingdom), hp=hp_text(g.max_hp))]
    lines += [word("skill_quoted", skill=skill_name(s, mode="hegemony")) + skill_text(s, mode="hegemony")
              for s in g.skills]
    return "\n".join(lines)


class HegGameOverPanel(GameOverPanel):
    """国战 游戏结束: the winning kingdom (or 野心家), every seat's generals (the game-over event
    names them all, face down or not), kingdom, win and alive."""

    def headline(self, result: GameOverEvent, seats: Sequence[FinalSeat]) -> str:
        return heg_result_text(result, seats)

    def header(self) -> tuple[str, ...]:
        return (ui_text("header_seat"), slot_name("head"), slot_name("deputy"), ui_text("header_kingdom"), "", "")

    def row(self, p: FinalSeat, viewer: int | None) -> list[str]:
        names = []
        for i in range(2):
            gid = p.generals[i] if i < len(p.generals) else None
            names.append(general_name(gid) if gid else ui_text("hidden"))
        kingdom = kingdom_name(p.kingdom)
        return [seat_name(p.seat) + (word("you") if p.seat == viewer else ""), *names, kingdom,
                *result_marks(p)]


def heg_result_text(result: GameOverEvent, seats: Sequence[FinalSeat]) -> str:
    """Who won a 国战 game, in words."""
    reason = result.reason
    if reason == "careerist_wins" and result.winners:
        return text("game_result", "careerist_wins").format(seat=seat_name(result.winners[0]))
    if reason == "kingdom_wins" and result.winners:
        p = seats[result.winners[0]]
        if p.kingdom and p.kingdom != CAREERIST:
            return text("game_result", "kingdom_wins").format(kingdom=kingdom_name(p.kingdom))
        return text("game_result", "winners").format(seats=word("list_sep").join(seat_name(s) for s in result.winners))
    return text("game_result", reason)
