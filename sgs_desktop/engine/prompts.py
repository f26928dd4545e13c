"""Prompts (提示), declared where they are asked.

A request says why it is asked with a `Prompt`: an i18n key and its positional arguments. Each
key is declared once, as a `PromptSpec`, in the skill, card, mode or engine module that asks it:
its typed arguments (a seat, a number, a card key …) and what the question means for an AI seat
(`ai`, an `engine.advice` declaration). A request's prompt is made through its spec, which
checks the arguments' count and kinds:

    ASK_TUXI_TAKE = PromptSpec("tuxi_take", Arg("victim", SEAT), ai=OWNER_LOSES)
    cid = await g.pick_card(owner.seat, seat, "h", ASK_TUXI_TAKE(seat))

`PROMPTS` holds every spec by key (a key is declared once); `spec_of` finds the one of a
prompt. The wire form is the Prompt's alone (key and arguments), so JSON is unchanged.

The records live in `prompt_args` (typed records), the specs and their checks in `prompt_specs`
(compiled with the hot path); this module is where content reads them.
"""

from __future__ import annotations

from .prompt_args import Arg as Arg
from .prompt_args import Kind as Kind
from .prompt_args import Prompt as Prompt
from .prompt_specs import ANY as ANY
from .prompt_specs import CARD_ID as CARD_ID
from .prompt_specs import CARD_KEY as CARD_KEY
from .prompt_specs import GENERAL as GENERAL
from .prompt_specs import NUMBER as NUMBER
from .prompt_specs import PHASE as PHASE
from .prompt_specs import PROMPTS as PROMPTS
from .prompt_specs import SEAT as SEAT
from .prompt_specs import SEAT_OR_NONE as SEAT_OR_NONE
from .prompt_specs import SKILL as SKILL
from .prompt_specs import SUIT as SUIT
from .prompt_specs import WORD as WORD
from .prompt_specs import PromptSpec as PromptSpec
from .prompt_specs import register as register
from .prompt_specs import spec_of as spec_of
