"""The names of the engine's frames, turn stages and phases (see state.py), shared by its modules."""
from __future__ import annotations

PLAY, SEASON_END, OVER = "play", "season_end", "over"
SPIRIT = 1                     # the Forest Spirit's forest in solo

# frame names
TURN, KEEPF, REFUSEF, PLACE, CARD, DISCARD, DRAW = "turn", "keep", "refuse", "place", "card", "discard", "draw"
COLLYBIA, COLLYBIA_KEEP, TAMARIN, SPIRIT_TURN = "collybia", "collybia_keep", "tamarin", "spirit_turn"
# turn stages
START, VISIT, REFUSED_ALL, END = "start", "visit", "refused_all", "end"
# keep / refuse phases
GOLIATH, PITCHER, PLACING, REFILL = "goliath", "pitcher", "placing", "refill"
BOA, BOA_PITCHER, HOWLER, PUTBACK = "boa", "boa_pitcher", "howler", "putback"
# what a discard may take
ANY, FLORA_ONLY, WILDLIFE_ONLY, THREATS_ONLY = "any", "flora", "wildlife", "threats"
# the end of a season's frames (season.py, season_effects.py)
EOS, W7, HOATZIN_REVEAL, ORCHIDS, THREAT_BONUS = "eos", "w7", "hoatzin_reveal", "orchids", "threat_bonus"
JAGUAR, BUTTERFLY, MIGRATION, GERMINATE, GERM_PICK = "jaguar", "butterfly", "migration", "germinate", "germ_pick"
RENEWAL, THREAT_COUNT, BLIGHT, FIRE, DISEASE = "renewal", "threat_count", "blight", "fire", "disease"
TREES, PRESTIGE, FLORA_STEP, REGEN = "trees", "prestige", "flora_step", "regeneration"
