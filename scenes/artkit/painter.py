"""Where everything sits on a card (``Metrics``), its art files (read and checked once, drawn at their exact size,
their subject cut out of the backdrop for icons and tokens) and ``CardPainter``, the base of the card renderers."""
from __future__ import annotations

import colorsys
import io
import weakref
from dataclasses import dataclass
from pathlib import Path
from xml.parsers import expat

import pygame

from ..fonts import load_font
from ..pictures import PictureStore
from .base import CREAM, CardArtError, Color, MissingArtError, UnreadableArtError, Vec, alpha_mask, apply_mask, mix


# --------------------------------------------------------------------------- card geometry


FULL_WIDTH = 100        # from this card width on, the full pictograms (with their × signs, podiums, tables)
ART_RATIO = 0.75        # height / width of the illustrations (their viewBox is 240 x 180)
_SMALL_RATIO = 0.58     # the illustration window of the smallest cards: the art is cropped, the rule gets room
_SMALL_WIDTH = 56       # the width of the smallest cards the table deals (a hand of 11 at 1280x720)


def _window_ratio(w: int) -> float:
    """Height / width of the illustration window: the art's own ratio on full-size cards; on small cards a
    little of its sky and ground is cropped (linearly more as the card shrinks), so that the pictogram below
    has the room to state the whole rule."""
    if w >= FULL_WIDTH:
        return ART_RATIO
    t = min(1.0, (FULL_WIDTH - w) / (FULL_WIDTH - _SMALL_WIDTH))
    return ART_RATIO + (_SMALL_RATIO - ART_RATIO) * t


@dataclass(frozen=True)
class Metrics:
    """Where everything sits on a card of a given width (floats, final pixels)."""

    w: int
    h: int
    border: float
    corner: float
    window: tuple[float, float, float, float]     # the illustration
    band: tuple[float, float, float, float]       # the name
    panel: tuple[float, float, float, float]      # the pictogram

    @classmethod
    def for_width(cls, w: int, h: int) -> "Metrics":
        border = max(2.5, w * 0.042)
        corner = w * 0.085
        ix, iw = border, w - 2 * border
        ih = iw * _window_ratio(w)
        window = (ix, border, iw, ih)
        band_h = max(16.0, w * 0.155)
        band = (ix, border + ih, iw, band_h)
        gap = max(1.5, border * 0.5)
        py = band[1] + band_h + gap
        panel = (ix, py, iw, h - border - py)
        return cls(w, h, border, corner, window, band, panel)


def check_width(width: int) -> None:
    """Refuse a card width that is not a whole number of at least 24 pixels (CardArtError)."""
    if not isinstance(width, int) or width < 24:
        raise CardArtError(f"card width must be a whole number of at least 24 pixels, got {width!r}")


def finish(surf: pygame.Surface) -> pygame.Surface:
    """convert_alpha when a display mode is set (faster blits); a plain SRCALPHA surface otherwise."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


# --------------------------------------------------------------------------- art files


def svg_problem(data: bytes) -> str | None:
    """What makes an art file unusable, or None: it must be a whole, well-formed XML document whose root is an
    <svg> with a size. Catches the damage SDL's reader lets through: an empty or cut-short file, bytes of
    something else (a truncated document is never well-formed: its root element is left open)."""
    root: dict[str, str] = {}
    tags: list[str] = []
    parser = expat.ParserCreate()

    def start(tag: str, attrs: dict[str, str]) -> None:
        if not tags:
            root.update(attrs)
        tags.append(tag)

    parser.StartElementHandler = start
    try:
        parser.Parse(data, True)
    except expat.ExpatError as exc:
        return f"not a whole SVG file ({expat.ErrorString(exc.code)}, line {exc.lineno})"
    if tags[0].rpartition(":")[2] != "svg":
        return "not an SVG picture"
    if not root.get("viewBox") and not (root.get("width") and root.get("height")):
        return "an SVG picture without a size"
    return None


def load_svg_bytes(svg: bytes, size: tuple[int, int], path: Path, what: str) -> pygame.Surface:
    """An SVG document drawn at a size; UnreadableArtError naming the file and what needs it if SDL cannot."""
    try:
        return pygame.image.load_sized_svg(io.BytesIO(svg), size)
    except (pygame.error, OSError, ValueError) as exc:
        raise UnreadableArtError(f"card art unreadable: {path} (needed for {what}): {exc}") from None


OUTLINE_INK = "#2b2420"   # the ink every animal of our illustrations is outlined with


@dataclass(frozen=True)
class Subject:
    """The animal of an illustration: an SVG of it alone, where it lies in the picture, and its colour."""

    path: Path
    svg: bytes
    view: tuple[float, float]                        # the picture's size (its viewBox)
    bbox: tuple[float, float, float, float]          # the animal's box in the picture
    colour: Color                                    # its average colour
    saturation: float


def cut_subject(path: Path, data: bytes) -> Subject | None:
    """The illustration without its backdrop, or None when nothing in it is outlined (a landscape).

    Our pictures paint their backdrop first (sky, ground, far trees, none of it outlined) and then the animal,
    outlined in ink: the subject is everything from the first top-level element drawn with that ink on (the
    definitions of gradients are kept). The file (``data``, checked by svg_problem) is cut as bytes, where expat
    says its elements start."""
    starts: list[int] = []           # where each top-level element starts
    tags: list[str] = []
    inked: list[bool] = []
    root: dict[str, str] = {}
    depth = 0
    end = len(data)
    parser = expat.ParserCreate()

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal depth
        if depth == 0:
            root.update(attrs)
        elif depth == 1:
            starts.append(parser.CurrentByteIndex)
            tags.append(tag)
            inked.append(False)
        if depth >= 1 and attrs.get("stroke") == OUTLINE_INK:
            inked[-1] = True
        depth += 1

    def stop(tag: str) -> None:
        nonlocal depth, end
        depth -= 1
        if depth == 0:
            end = parser.CurrentByteIndex

    parser.StartElementHandler, parser.EndElementHandler = start, stop
    try:
        parser.Parse(data, True)
        view = [float(x) for x in root.get("viewBox", "").replace(",", " ").split()]
        if len(view) != 4:
            view = [0.0, 0.0, float(root.get("width", "0")), float(root.get("height", "0"))]
    except (expat.ExpatError, ValueError) as exc:
        raise UnreadableArtError(f"card art unreadable: {path}: {exc}") from None
    first = next((i for i, ink in enumerate(inked) if ink and not tags[i].endswith("defs")), None)
    if first is None or view[2] <= 0 or view[3] <= 0:
        return None
    bounds = starts + [end]
    kept = [data[bounds[i]:bounds[i + 1]] for i in range(first) if tags[i].endswith("defs")]
    svg = data[:starts[0]] + b"".join(kept) + data[starts[first]:]
    # where it lies and its colour, from a small rendering
    probe_w = 48
    pic = load_svg_bytes(svg, (probe_w, round(probe_w * view[3] / view[2])), path, "its icon")
    box = pic.get_bounding_rect(min_alpha=32)
    if box.w == 0 or box.h == 0:
        return None
    k = view[2] / pic.get_width()
    r, g, b, _ = pygame.transform.average_color(pic, box, consider_alpha=True)
    _, saturation, _ = colorsys.rgb_to_hsv(r / 255, g / 255, b / 255)
    return Subject(path, svg, (view[2], view[3]), (box.x * k, box.y * k, box.w * k, box.h * k), (r, g, b),
                   saturation)


def blit_subject(surf: pygame.Surface, subject: Subject, size: int, fill: float, what: str) -> None:
    """Draw a subject centred on a square picture of ``size`` pixels, its larger side ``fill`` of that size."""
    bx, by, bw, bh = subject.bbox
    f = fill * size / max(bw, bh)           # pixels per unit of the picture
    vw, vh = subject.view
    pic = load_svg_bytes(subject.svg, (max(1, round(vw * f)), max(1, round(vh * f))), subject.path, what)
    sx = pic.get_width() / vw                      # the scale it was really drawn at
    surf.blit(pic, (round(size / 2 - (bx + bw / 2) * sx), round(size / 2 - (by + bh / 2) * sx)))


# --------------------------------------------------------------------------- the renderers' base


_FONTS = {"bold": "Lato-Bold.ttf", "black": "Lato-Black.ttf", "display": "Comfortaa-Bold.ttf"}


class CardPainter:
    """The base of the card renderers (CardArt, CanopeeFaces): its art files read and checked once, its fonts by
    style and size, the text widths its pictograms measure and the subjects cut out of its illustrations. A
    renderer says where a picture's file is (``art_path``) and draws the kind icons of its pictograms
    (``marked_icon``)."""

    def __init__(self, pictures: PictureStore | None = None):
        if not pygame.font.get_init():
            pygame.font.init()
        # the pictures it makes are kept in the app's store (``pictures``), else in one of its own
        self.pictures = pictures if pictures is not None else PictureStore()
        self._text_widths: weakref.WeakKeyDictionary[pygame.font.Font, dict[str, int]] = weakref.WeakKeyDictionary()
        self._svgs: dict[Path, bytes] = {}                      # art files read and checked (see svg)
        self._subjects: dict[str, Subject | None] = {}

    def art_path(self, art_id: str) -> Path:
        """The SVG file of a picture."""
        raise NotImplementedError

    def marked_icon(self, game_id: str, kind_id: str, size: int, mark: str | None) -> pygame.Surface:
        """A kind's round picture, ``size`` pixels square, as pictograms show it (Icon): ``mark`` None, "no"
        (crossed out) or "yes" (ticked)."""
        raise NotImplementedError

    def fit_name(self, names: list[str], avail: float, px: int, floor: int,
                 least: float) -> tuple[str, int, float]:
        """A card's name band: the first of ``names`` (the whole name, then shorter ones) that fits ``avail``
        pixels in the black face, its size brought down from ``px`` to no less than ``floor`` and then squeezed
        sideways by no more than ``least``; the last one if none does. Gives (name, size, squeeze)."""
        start = px
        for name in names:
            px = start
            while px > floor and self.text_width(self.font("black", px), name) > avail:
                px -= 1
            wide = self.text_width(self.font("black", px), name)
            squeeze = min(1.0, avail / wide) if wide else 1.0
            if squeeze >= least:
                break
        return name, px, squeeze

    def token(self, art_id: str, size: int, top: Color, bottom: Color, fill: float, what: str,
              light: tuple[float, float] = (0.75, 0.4)) -> tuple[pygame.Surface, Vec]:
        """A round token of a picture: its subject cut out on a disc shaded from ``top`` (lightened towards cream by
        ``light``, top then bottom), the subject's larger side ``fill`` diameters. Gives the disc and its ring (in
        ``bottom``, not yet laid over) for the caller to mark before ``surf.blit(ring.down(), (0, 0))``."""
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        grad = pygame.Surface((1, 2), pygame.SRCALPHA)
        grad.set_at((0, 0), (*mix(top, CREAM, light[0]), 255))
        grad.set_at((0, 1), (*mix(top, CREAM, light[1]), 255))
        surf.blit(pygame.transform.smoothscale(grad, (size, size)), (0, 0))
        subject = self.subject(art_id)
        if subject is not None:
            blit_subject(surf, subject, size, fill, what)
        r = size / 2
        apply_mask(surf, alpha_mask((size, size), lambda v: v.circle((r, r), r - 0.25, (255, 255, 255, 255))))
        ring = Vec((size, size), 4, (*bottom, 0))
        ring.circle((r, r), r - 0.25, bottom, width=max(1.0, size * 0.07))
        return surf, ring

    def svg(self, path: Path, what: str) -> bytes:
        """An art file's bytes, read once and checked whole: SDL's SVG reader draws an empty, cut-short or
        scrambled file as a blank or half picture without a word, so a damaged install would go unnoticed."""
        data = self._svgs.get(path)
        if data is None:
            if not path.is_file():
                raise MissingArtError(f"card art missing: {path} (needed for {what})")
            try:
                data = path.read_bytes()
            except OSError as exc:
                raise UnreadableArtError(f"card art unreadable: {path} (needed for {what}): "
                                         f"{exc.strerror or exc}") from None
            problem = svg_problem(data)
            if problem:
                raise UnreadableArtError(f"card art unreadable: {path} (needed for {what}): {problem}")
            self._svgs[path] = data
        return data

    def load_svg(self, path: Path, size: tuple[int, int], what: str) -> pygame.Surface:
        """An art file drawn at a size (``what`` needs it: named if the file is missing or damaged)."""
        return load_svg_bytes(self.svg(path, what), size, path, what)

    def font(self, style: str, px: int) -> pygame.font.Font:
        """The card font of a style ("bold", "black", "display") at a pixel size, loaded once."""
        return self.pictures.font(_FONTS[style], px, load_font)

    def text_width(self, font: pygame.font.Font, text: str) -> int:
        """font.size(text)[0], remembered (as long as the font lives): fitting a pictogram measures the same
        texts many times."""
        widths = self._text_widths.get(font)
        if widths is None:
            widths = self._text_widths[font] = {}
        width = widths.get(text)
        if width is None:
            width = widths[text] = font.size(text)[0]
        return width

    def subject(self, art_id: str) -> Subject | None:
        """The subject of a picture without its backdrop (cut once), or None for a landscape."""
        if art_id not in self._subjects:
            path = self.art_path(art_id)
            self._subjects[art_id] = cut_subject(path, self.svg(path, f"the icon of {art_id!r}"))
        return self._subjects[art_id]
