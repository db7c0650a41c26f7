"""What the card renderers share: scenes/ecosysteme/cardart.py (Forêt and Savane) and scenes/canopee/faces.py (Canopée)
draw their faces, backs and icons with these pieces.

A face is built in three passes, so that nothing is rescaled per frame and no illustration is resampled: the
vector pass (``Vec``: frame, panels and pictogram glyphs drawn on a surface 3 or 4 times larger, smooth-scaled down
once), the illustration (``load_svg_bytes`` at its exact size, clipped by an ``alpha_mask``), then text at its
final pixel size (``render_text``, ``blit_centered_caps``).

Public API (every name is imported from here; the modules say where it lives):

- errors: ``CardArtError``, ``MissingArtError``, ``UnreadableArtError`` (base.py);
- looks: ``Palette``, the inks ``INK``, ``INK_SOFT``, ``NEGATIVE``, ``SLASH``, ``CHECK``, ``CREAM``, ``mix`` (base.py);
- drawing: ``Vec``, ``supersample``, ``rounded_pts``, ``alpha_mask``, ``apply_mask``, ``gradient_fill`` (base.py);
- text: ``cap_height``, ``render_text``, ``blit_centered_caps`` (base.py);
- pictograms: ``Ctx`` and the items ``Item``, ``Text``, ``Icon``, ``Table``, ``Separator`` (a row is a list of
  items, a ``Layout`` a list of rows), ``row_size``, ``fit``, ``layout_size``, ``choose_reduced``,
  ``draw_layout``, ``layout_facts``, ``layout_min_unit`` (pictograms.py);
- card geometry: ``Metrics``, ``FULL_WIDTH``, ``ART_RATIO``, ``check_width``, ``finish`` (painter.py);
- art files: ``svg_problem``, ``load_svg_bytes``, ``Subject``, ``cut_subject``, ``blit_subject`` (painter.py);
- ``CardPainter``: the base of both renderers (art files read and checked once, fonts, text widths, subjects;
  painter.py).
"""
from __future__ import annotations

from .base import (CHECK, CREAM, INK, INK_SOFT, NEGATIVE, SLASH, CardArtError, Color, Fact, MissingArtError, Palette,
                   Point, UnreadableArtError, Vec, alpha_mask, apply_mask, blit_centered_caps, cap_height,
                   gradient_fill, mix, render_text, rounded_pts, supersample)
from .painter import (ART_RATIO, FULL_WIDTH, OUTLINE_INK, CardPainter, Metrics, Subject, blit_subject, check_width,
                      cut_subject, finish, load_svg_bytes, svg_problem)
from .pictograms import (ITEM_GAP, MIN_CELL_PX, MIN_ICON_PX, MIN_TEXT_PX, ROW_GAP, Ctx, Icon, Item, Layout, Row,
                         Separator, Table, Text, choose_reduced, draw_layout, fit, layout_facts, layout_min_unit,
                         layout_size, row_size)

__all__ = [
    "Color", "Point", "Fact", "CardArtError", "MissingArtError", "UnreadableArtError",
    "Palette", "INK", "INK_SOFT", "NEGATIVE", "SLASH", "CHECK", "CREAM", "mix",
    "Vec", "supersample", "rounded_pts", "alpha_mask", "apply_mask", "gradient_fill",
    "cap_height", "render_text", "blit_centered_caps",
    "Ctx", "Item", "Text", "Icon", "Table", "Separator", "Row", "Layout", "ITEM_GAP", "ROW_GAP",
    "MIN_ICON_PX", "MIN_TEXT_PX", "MIN_CELL_PX", "row_size", "fit", "layout_size", "choose_reduced", "draw_layout",
    "layout_facts", "layout_min_unit",
    "Metrics", "FULL_WIDTH", "ART_RATIO", "check_width", "finish",
    "svg_problem", "load_svg_bytes", "OUTLINE_INK", "Subject", "cut_subject", "blit_subject",
    "CardPainter",
]
