"""Synthesise the game's sound effects and background music into assets/sounds/.

What: every sound of the game is original and made here, from nothing but arithmetic: short effects (clicks, card
swishes, wooden knocks, chimes, crackles...) and four calm looping music tracks, one per game family plus the menu.
The script writes each as mono OGG Vorbis (effects at 44100 Hz, music at 22050 Hz: see below) and a manifest,
``assets/sounds/manifest.yaml``, listing every id with its kind (effect or music), its duration in seconds and a
one-line description; the game's audio service reads the manifest to know which ids exist and plays the files
through pygame.mixer (the game itself never needs numpy or soundfile).

How: pure synthesis with numpy — additive tones with per-partial exponential decays (plucks, marimba, kalimba,
koto-like and bell/gong timbres), noise shaped in the frequency domain by FFT masks (swishes, rustles, hiss,
crackle grains), raised-cosine attack/release envelopes, and a simple reverb: convolution with a synthetic impulse
(seeded noise under an exponential decay, low-passed). Every random draw comes from a fixed seed, so a run gives
the same samples every time. Music is rendered on a circular buffer exactly a whole number of bars long: a note
or reverb tail running past the end is added back at the start, so the loop's end flows into its start with no
seam. Levels: effects are scaled to about -21 dBFS RMS over their active part and music to about -27 dBFS, both
with peaks kept under -4.5 dBFS. The files are written with the ``soundfile`` package (libsndfile, bundled in its
wheel): effects at Vorbis quality about 3, music at about 2.

Music is mixed in stereo (panned notes, a reverb of its own on each side), then folded to mono and resampled to
22050 Hz before it is levelled: the music is most of the sounds' bytes and the executable unpacks them at every
launch. Measured on these loops: the side signal is 5-6 dB under the mid one, but it costs about half the mono
file again (1.16 MB against 0.80 MB for the four at quality 2, 22050 Hz), and even at Vorbis quality 0 stereo
takes 0.90 MB with far more coding noise (17-19 dB SNR against 23-25 dB for mono at quality 2); the energy above
11 kHz is 40 dB or more under the whole. The loop is circular, so the resampling is done in the frequency domain
over the whole loop and the seam stays seamless. pygame's mixer converts the rate when it opens the file.

Libraries: numpy and soundfile (both in the ``test`` extra of pyproject.toml: ``pip install -e '.[test]'``).

Usage:
    python tools/make_sounds.py                 # every sound and the manifest into assets/sounds/
    python tools/make_sounds.py --only win      # one id (the manifest keeps the other ids' entries)
    python tools/make_sounds.py --out /tmp/snd  # write elsewhere
Check the result with ``python tools/check_sounds.py``.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
import soundfile as sf

SR = 44100                      # everything is synthesised at this rate; the effects are written at it
MUSIC_SR = 22050                # the music's file rate (resampled from SR: exactly half, so the lengths stay whole)
ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "assets" / "sounds"
VORBIS_COMPRESSION = 0.7        # libsndfile's compression level: Vorbis quality = 1 - level, so about q3
MUSIC_VORBIS_COMPRESSION = 0.8  # about q2 for the music (mono, 22050 Hz): about 0.8 MB for the four loops
EFFECT_RMS_DB = -21.0
MUSIC_RMS_DB = -27.0
PEAK_CAP_DB = -4.5
LEAD_S = 0.010                  # silence before an effect's attack and after its fade: no click at either end


# ---------------------------------------------------------------------------------------------------------- basics

def n_of(seconds: float) -> int:
    return int(round(seconds * SR))


def times(seconds: float) -> np.ndarray:
    return np.arange(n_of(seconds)) / SR


def midi(note: float) -> float:
    return 440.0 * 2.0 ** ((note - 69) / 12)


def db(x: float) -> float:
    return 20 * np.log10(max(x, 1e-12))


def rcos_ramp(n: int) -> np.ndarray:
    """0 -> 1 over n samples, raised cosine."""
    if n <= 0:
        return np.ones(0)
    return 0.5 - 0.5 * np.cos(np.pi * np.arange(n) / n)


def fades(x: np.ndarray, fade_in: float, fade_out: float) -> np.ndarray:
    x = x.copy()
    a, r = min(n_of(fade_in), len(x)), min(n_of(fade_out), len(x))
    if a:
        x[:a] *= rcos_ramp(a)
    if r:
        x[len(x) - r:] *= rcos_ramp(r)[::-1]
    return x


def place(buf: np.ndarray, sig: np.ndarray, start: int, wrap: bool = False) -> None:
    """Add sig into buf at start; with wrap, what runs past the end is added at the beginning (a loop)."""
    n = len(buf)
    if not wrap:
        end = min(n, start + len(sig))
        if end > start:
            buf[start:end] += sig[:end - start]
        return
    pos, i = start % n, 0
    while i < len(sig):
        take = min(n - pos, len(sig) - i)
        buf[pos:pos + take] += sig[i:i + take]
        i += take
        pos = 0


def fft_filter(x: np.ndarray, gain_of_freq, circular: bool = False) -> np.ndarray:
    """Filter by a zero-phase gain curve applied in the frequency domain (zero-padded unless circular)."""
    n = len(x) if circular else 1 << int(np.ceil(np.log2(2 * len(x) + 1)))
    spec = np.fft.rfft(x, n)
    freqs = np.fft.rfftfreq(n, 1 / SR)
    spec *= gain_of_freq(freqs)
    return np.fft.irfft(spec, n)[:len(x)]


def band_gain(lo: float, hi: float, soft: float = 0.5):
    """Gain curve: 1 between lo and hi, raised-cosine skirts `soft` octaves wide on either side."""
    def gain(f):
        lf = np.log2(np.maximum(f, 1.0))
        g = np.ones_like(f)
        for edge, side in ((np.log2(lo), -1), (np.log2(hi), 1)):
            d = (lf - edge) * side / soft          # 0 at the edge, 1 a skirt outside
            g *= np.where(d <= 0, 1.0, np.where(d >= 1, 0.0, 0.5 + 0.5 * np.cos(np.pi * np.clip(d, 0, 1))))
        return g
    return gain


def lowpass_gain(cut: float, order: float = 2.0):
    return lambda f: 1.0 / np.sqrt(1.0 + (f / cut) ** (2 * order))


def highpass_gain(cut: float, order: float = 2.0):
    return lambda f: 1.0 / np.sqrt(1.0 + (cut / np.maximum(f, 1e-3)) ** (2 * order))


def band_noise(rng: np.random.Generator, seconds: float, lo: float, hi: float, soft: float = 0.5) -> np.ndarray:
    x = fft_filter(rng.standard_normal(n_of(seconds)), band_gain(lo, hi, soft))
    return x / (np.sqrt(np.mean(x ** 2)) + 1e-12)


def sweep_noise(rng: np.random.Generator, seconds: float, f_start: float, f_end: float,
                width_oct: float = 0.8, bands: int = 14) -> np.ndarray:
    """Noise whose band centre glides from f_start to f_end (log), as a sum of fixed bands each enveloped in time."""
    n = n_of(seconds)
    t = np.linspace(0, 1, n)
    centre = np.log2(f_start) + (np.log2(f_end) - np.log2(f_start)) * t
    lo, hi = min(f_start, f_end) / 2 ** width_oct, max(f_start, f_end) * 2 ** width_oct
    edges = np.geomspace(lo, hi, bands + 1)
    out = np.zeros(n)
    noise = rng.standard_normal(n)
    for a, b in zip(edges[:-1], edges[1:]):
        band = fft_filter(noise, band_gain(a, b, 0.25))
        mid = np.log2(np.sqrt(a * b))
        out += band * np.exp(-0.5 * ((mid - centre) / (width_oct / 2)) ** 2)
    return out / (np.sqrt(np.mean(out ** 2)) + 1e-12)


def delay(sig: np.ndarray, at: float, seconds: float) -> np.ndarray:
    """sig starting `at` seconds into a silent buffer `seconds` long (cut at its end)."""
    out = np.zeros(n_of(seconds))
    place(out, sig, n_of(at))
    return out


def exp_env(seconds: float, tau: float, attack: float = 0.002) -> np.ndarray:
    t = times(seconds)
    env = np.exp(-t / tau)
    a = n_of(attack)
    env[:a] *= rcos_ramp(a)
    return env


def swell(seconds: float, peak_at: float, rise_pow: float = 2.0, fall_tau: float = 0.05) -> np.ndarray:
    """0 -> 1 at peak_at (a power curve), then an exponential fall."""
    t = times(seconds)
    up = np.clip(t / peak_at, 0, 1) ** rise_pow
    down = np.where(t > peak_at, np.exp(-(t - peak_at) / fall_tau), 1.0)
    return up * down


# ----------------------------------------------------------------------------------------------------- instruments

def partials(freq: float, seconds: float, spec, attack: float = 0.003, glide: float = 0.0,
             glide_tau: float = 0.03, phase_rng: np.random.Generator | None = None) -> np.ndarray:
    """Additive tone: spec is a list of (frequency ratio, amplitude, decay time constant in s).

    glide: a starting pitch offset (ratio - 1) that settles exponentially (a plucked string's or a thump's bend).
    """
    t = times(seconds)
    bend = 1.0 + glide * np.exp(-t / glide_tau)
    base_phase = 2 * np.pi * np.cumsum(freq * bend) / SR
    out = np.zeros_like(t)
    for ratio, amp, tau in spec:
        if freq * ratio >= SR * 0.45:
            continue
        ph = 0.0 if phase_rng is None else phase_rng.uniform(0, 2 * np.pi)
        out += amp * np.sin(base_phase * ratio + ph) * np.exp(-t / tau)
    a = n_of(attack)
    out[:a] *= rcos_ramp(a)
    return out


def pluck(freq: float, seconds: float, decay: float = 0.6, bright: float = 1.0, harmonics: int = 10,
          attack: float = 0.004, glide: float = 0.0) -> np.ndarray:
    """A soft plucked string (harp, guitar-ish): harmonics falling off and decaying faster the higher they are."""
    spec = [(h, (1.0 / h ** (1.6 - 0.5 * bright)) * (1.0 if h == 1 else 0.8), decay / h ** 0.7)
            for h in range(1, harmonics + 1)]
    return partials(freq, seconds, spec, attack=attack, glide=glide, glide_tau=0.04)


def koto(freq: float, seconds: float, decay: float = 0.9) -> np.ndarray:
    """Koto-like: a brighter pluck with a small downward bend at the attack and a nasal 2nd/3rd harmonic."""
    amps = [1.0, 0.75, 0.55, 0.3, 0.22, 0.15, 0.1, 0.07, 0.05, 0.035]
    spec = [(h * (1 + 0.0006 * h * h), a, decay / h ** 0.8) for h, a in enumerate(amps, 1)]
    return partials(freq, seconds, spec, attack=0.003, glide=0.012, glide_tau=0.05)


def marimba(freq: float, seconds: float, decay: float = 0.45) -> np.ndarray:
    spec = [(1.0, 1.0, decay), (3.93, 0.28, decay * 0.22), (9.24, 0.08, decay * 0.08), (0.5 * 0 + 2.0, 0.05, decay * 0.4)]
    return partials(freq, seconds, spec, attack=0.004)


def kalimba(freq: float, seconds: float, decay: float = 0.7) -> np.ndarray:
    spec = [(1.0, 1.0, decay), (5.9, 0.16, decay * 0.12), (2.0, 0.08, decay * 0.5), (12.1, 0.04, decay * 0.05)]
    return partials(freq, seconds, spec, attack=0.003)


def wood(freq: float, seconds: float, decay: float = 0.05) -> np.ndarray:
    """A wood-block knock: a few inharmonic modes with short decays."""
    spec = [(1.0, 1.0, decay), (2.57, 0.45, decay * 0.6), (4.1, 0.2, decay * 0.4), (6.3, 0.08, decay * 0.3)]
    return partials(freq, seconds, spec, attack=0.0015)


def bell(freq: float, seconds: float, decay: float = 0.8, warm: float = 1.0) -> np.ndarray:
    spec = [(1.0, 1.0, decay), (2.01, 0.35 * warm, decay * 0.6), (2.76, 0.25, decay * 0.45),
            (4.07, 0.1, decay * 0.3), (5.43, 0.06, decay * 0.2)]
    return partials(freq, seconds, spec, attack=0.004)


def gong(freq: float, seconds: float, decay: float = 0.9) -> np.ndarray:
    spec = [(1.0, 1.0, decay), (1.004, 0.6, decay), (1.52, 0.45, decay * 0.7), (2.0, 0.35, decay * 0.6),
            (2.006, 0.25, decay * 0.6), (2.74, 0.2, decay * 0.45), (3.46, 0.12, decay * 0.3),
            (4.21, 0.06, decay * 0.2), (0.5, 0.25, decay * 1.2)]
    return partials(freq, seconds, spec, attack=0.018)


def pad(freqs, seconds: float, attack: float, release: float, bright: float = 0.5,
        rng: np.random.Generator | None = None) -> np.ndarray:
    """A soft pad chord: each note two slightly detuned voices of a few falling harmonics, slow raised-cosine
    swell and fade, and a slow breathing tremolo."""
    t = times(seconds)
    out = np.zeros_like(t)
    rng = rng or np.random.default_rng(0)
    for f in freqs:
        for cents in (-4.0, 4.0):
            ff = f * 2 ** (cents / 1200)
            for h in range(1, 6):
                amp = (bright ** (h - 1)) / h
                out += amp * np.sin(2 * np.pi * ff * h * t + rng.uniform(0, 2 * np.pi))
    out *= 1.0 + 0.12 * np.sin(2 * np.pi * 0.23 * t + rng.uniform(0, 2 * np.pi))
    env = np.ones_like(t)
    a, r = n_of(attack), n_of(release)
    env[:a] *= rcos_ramp(a)
    env[len(t) - r:] *= rcos_ramp(r)[::-1]
    return out * env / max(1, len(freqs))


def crackle(rng: np.random.Generator, seconds: float, rate: float, lo: float = 900, hi: float = 6000,
            grain: float = 0.004) -> np.ndarray:
    """Random short noise grains (a fire's crackle, leaves' rustle), rate grains per second."""
    n = n_of(seconds)
    out = np.zeros(n)
    count = max(1, int(rate * seconds))
    for _ in range(count):
        g = rng.uniform(0.5, 1.6) * grain
        burst = rng.standard_normal(n_of(g)) * exp_env(g, g / 3, attack=0.0005)
        burst *= rng.uniform(0.25, 1.0)
        place(out, burst, int(rng.uniform(0, 1) * max(1, n - len(burst))))
    return fft_filter(out, band_gain(lo, hi, 0.6))


def reverb_ir(rng: np.random.Generator, rt60: float, cutoff: float = 5000, predelay: float = 0.012) -> np.ndarray:
    t = times(rt60 * 1.1)
    ir = rng.standard_normal(len(t)) * np.exp(-6.91 * t / rt60)
    ir[:n_of(0.004)] *= rcos_ramp(n_of(0.004))
    ir = fft_filter(ir, lowpass_gain(cutoff, 1.0))
    ir = np.concatenate([np.zeros(n_of(predelay)), ir])
    return ir / np.sqrt(np.sum(ir ** 2))


def convolve(x: np.ndarray, ir: np.ndarray, circular: bool = False) -> np.ndarray:
    if circular:
        n = len(x)
        folded = np.zeros(n)
        place(folded, ir, 0, wrap=True)
        return np.fft.irfft(np.fft.rfft(x) * np.fft.rfft(folded), n)
    n = 1 << int(np.ceil(np.log2(len(x) + len(ir))))
    return np.fft.irfft(np.fft.rfft(x, n) * np.fft.rfft(ir, n), n)[:len(x)]


def with_reverb(x: np.ndarray, rng: np.random.Generator, rt60: float, wet: float, cutoff: float = 4500) -> np.ndarray:
    return x + wet * convolve(x, reverb_ir(rng, rt60, cutoff))


# ------------------------------------------------------------------------------------------------------- levels

def active_rms(x: np.ndarray, window: float = 0.01, floor_db: float = 30.0, rate: int = SR) -> float:
    """RMS over the 'active part': the 10 ms windows no more than floor_db below the loudest window (all channels)."""
    mono = x if x.ndim == 1 else np.sqrt(np.mean(x ** 2, axis=1))
    w = max(1, int(round(window * rate)))
    k = max(1, len(mono) // w)
    frames = mono[:k * w].reshape(k, w)
    ms = np.mean(frames ** 2, axis=1)
    keep = ms >= ms.max() * 10 ** (-floor_db / 10)
    return float(np.sqrt(np.mean(ms[keep])))


def level(x: np.ndarray, rms_db: float, rate: int = SR) -> np.ndarray:
    gain = 10 ** (rms_db / 20) / (active_rms(x, rate=rate) + 1e-12)
    peak = np.max(np.abs(x)) * gain
    cap = 10 ** (PEAK_CAP_DB / 20)
    if peak > cap:
        gain *= cap / peak
    return x * gain


def finish_effect(body: np.ndarray, fade_in: float = 0.002, fade_out: float = 0.02,
                  rms_db: float = EFFECT_RMS_DB) -> np.ndarray:
    """High-pass (no DC), fade both ends to zero, pad with a few ms of silence, set the level."""
    x = fft_filter(body, highpass_gain(40.0, 2))
    x = fades(x, fade_in, fade_out)
    pad_n = np.zeros(n_of(LEAD_S))
    x = np.concatenate([pad_n, x, pad_n])
    return level(x, rms_db)


# ------------------------------------------------------------------------------------------------------ effects

def fx_button(rng):
    d = 0.075
    tick = partials(1650, d, [(1.0, 1.0, 0.012), (2.63, 0.35, 0.006), (4.4, 0.12, 0.004)], attack=0.002)
    click = band_noise(rng, d, 2500, 6000) * exp_env(d, 0.003, 0.0008) * 0.12
    return finish_effect(tick + click)


def fx_dialog(rng):
    d = 0.32
    out = np.zeros(n_of(d))
    for i, (note, at) in enumerate(((79, 0.0), (84, 0.075))):
        tone = partials(midi(note), d - at, [(1.0, 1.0, 0.07), (2.0, 0.2, 0.04), (3.0, 0.05, 0.02)],
                        attack=0.004, glide=-0.03, glide_tau=0.01)
        place(out, tone * (0.8 if i == 0 else 1.0), n_of(at))
    return finish_effect(with_reverb(out, rng, 0.35, 0.18), fade_out=0.04)


def card_swish(rng, seconds: float, f_start: float, f_end: float, peak_at: float, rise_pow: float,
               fall_tau: float, cutoff: float, fade_out: float) -> np.ndarray:
    """A card through the air: a noise band gliding from f_start to f_end (Hz), swelling to its peak at peak_at
    (s) then falling away with fall_tau, low-passed at cutoff."""
    sw = sweep_noise(rng, seconds, f_start, f_end, 0.7) * swell(seconds, peak_at, rise_pow, fall_tau)
    return finish_effect(fft_filter(sw, lowpass_gain(cutoff)), fade_out=fade_out)


def fx_card_pick(rng):
    return card_swish(rng, 0.17, 1400, 5200, peak_at=0.07, rise_pow=1.5, fall_tau=0.03, cutoff=7000, fade_out=0.03)


def fx_card_lay(rng):
    d = 0.24
    thud = partials(105, d, [(1.0, 1.0, 0.045), (2.3, 0.3, 0.02)], attack=0.002, glide=0.35, glide_tau=0.012)
    slap = band_noise(rng, d, 900, 3800) * exp_env(d, 0.018, 0.001) * 0.35
    return finish_effect(with_reverb(thud + slap, rng, 0.25, 0.12), fade_out=0.05)


def fx_card_back(rng):
    return card_swish(rng, 0.22, 5000, 1200, peak_at=0.05, rise_pow=1.2, fall_tau=0.05, cutoff=6500, fade_out=0.04)


def fx_refuse_drop(rng):
    d = 0.34
    out = np.zeros(n_of(d))
    for note, at, amp in ((52, 0.0, 1.0), (48, 0.11, 0.85)):
        tone = partials(midi(note), d - at, [(1.0, 1.0, 0.07), (2.0, 0.25, 0.04), (3.0, 0.06, 0.02)],
                        attack=0.006, glide=0.05, glide_tau=0.02)
        place(out, tone * amp, n_of(at))
    return finish_effect(fft_filter(out, lowpass_gain(1200)), fade_out=0.05)


def fx_your_turn(rng):
    d = 0.58
    out = bell(midi(84), d, 0.28) + 0.55 * delay(bell(midi(91), d, 0.22), 0.06, d)
    return finish_effect(with_reverb(out, rng, 0.6, 0.2), fade_out=0.12)


def fx_points_tick(rng):
    d = 0.028
    tick = partials(2350, d, [(1.0, 1.0, 0.006), (2.2, 0.25, 0.003)], attack=0.0008)
    return finish_effect(tick, fade_out=0.008)


def fx_win(rng):
    d = 1.2
    out = np.zeros(n_of(d))
    for i, note in enumerate((60, 64, 67, 72, 76)):
        at = i * 0.11
        tone = pluck(midi(note), d - at, decay=0.35 + 0.12 * i, bright=0.7) + 0.35 * bell(midi(note + 12), d - at, 0.2)
        place(out, tone * (0.75 + 0.06 * i), n_of(at))
    return finish_effect(with_reverb(out, rng, 1.0, 0.25), fade_out=0.25)


def fx_loss(rng):
    d = 1.2
    out = np.zeros(n_of(d))
    for i, (note, at) in enumerate(((69, 0.0), (67, 0.2), (64, 0.4), (62, 0.62))):
        tone = pluck(midi(note), d - at, decay=0.4 + 0.15 * i, bright=0.35)
        place(out, tone * (1.0 - 0.08 * i), n_of(at))
    out += pad([midi(50), midi(57)], d, 0.3, 0.6, 0.3) * 0.25
    return finish_effect(with_reverb(fft_filter(out, lowpass_gain(3000)), rng, 1.0, 0.25), fade_out=0.3)


def flip(rng, d=0.2):
    up = sweep_noise(rng, d, 1800, 4200, 0.6) * swell(d, 0.025, 1.5, 0.018)
    down = sweep_noise(rng, d, 3500, 1500, 0.6) * delay(swell(d, 0.02, 1.5, 0.03), 0.045, d)
    thump = delay(partials(160, d, [(1.0, 1.0, 0.03)], attack=0.003, glide=0.2, glide_tau=0.01), 0.05, d)
    return 0.6 * up + 0.8 * down + 0.9 * thump


def fx_reveal(rng):
    return finish_effect(fft_filter(flip(rng, 0.22), lowpass_gain(6000)), fade_out=0.04)


def fx_swap(rng):
    d = 0.36
    out = np.zeros(n_of(d))
    place(out, sweep_noise(rng, 0.15, 1500, 4500, 0.6) * swell(0.15, 0.06, 1.5, 0.025), 0)
    place(out, sweep_noise(rng, 0.18, 4500, 1500, 0.6) * swell(0.18, 0.06, 1.5, 0.03), n_of(0.14))
    return finish_effect(fft_filter(out, lowpass_gain(6500)), fade_out=0.04)


def fx_pile_look(rng):
    d = 0.3
    rustle = crackle(rng, d, 90, 2200, 8000, 0.006) * swell(d, 0.1, 1.0, 0.08)
    return finish_effect(rustle + 0.25 * band_noise(rng, d, 2500, 7000) * swell(d, 0.1, 1.0, 0.06), fade_out=0.05)


def fx_pile_keep(rng):
    d = 0.36
    out = np.zeros(n_of(d))
    place(out, marimba(midi(74), d, 0.12), 0)
    place(out, marimba(midi(81), d - 0.09, 0.18), n_of(0.09))
    return finish_effect(with_reverb(out, rng, 0.4, 0.15), fade_out=0.06)


def fx_pile_refuse(rng):
    d = 0.36
    brush = sweep_noise(rng, d, 4500, 1300, 0.8) * swell(d, 0.06, 1.5, 0.08)
    leaves = crackle(rng, d, 60, 2000, 7000, 0.005) * swell(d, 0.05, 1.0, 0.1)
    return finish_effect(fft_filter(brush + 0.6 * leaves, lowpass_gain(6000)), fade_out=0.06)


def fx_tree_complete(rng):
    d = 0.7
    out = np.zeros(n_of(d))
    for i, note in enumerate((72, 76, 79)):
        place(out, marimba(midi(note), d - 0.02 * i, 0.35) * (1.0 - 0.1 * i), n_of(0.02 * i))
    place(out, marimba(midi(84), d - 0.06, 0.3) * 0.35, n_of(0.06))
    return finish_effect(with_reverb(out, rng, 0.7, 0.2), fade_out=0.15)


def fx_threat_fire(rng):
    d = 0.45
    grains = crackle(rng, d, 55, 1000, 5500, 0.003)
    bed = band_noise(rng, d, 150, 900) * 0.06
    return finish_effect((grains + bed) * swell(d, 0.04, 1.0, 0.2), fade_out=0.08)


def fx_threat_disease(rng):
    d = 0.55
    t = times(d)
    f = 98 * (1 + 0.03 * np.sin(2 * np.pi * 5.5 * t))
    ph = 2 * np.pi * np.cumsum(f) / SR
    tone = (np.sin(ph) + 0.35 * np.sin(2 * ph) + 0.12 * np.sin(3 * ph)) * (1 + 0.35 * np.sin(2 * np.pi * 5.5 * t - 1))
    return finish_effect(fft_filter(tone * swell(d, 0.08, 1.5, 0.2), lowpass_gain(700)), fade_in=0.01, fade_out=0.1)


def fx_threat_drought(rng):
    d = 0.45
    t = times(d)
    rasp = band_noise(rng, d, 1400, 4200) * (0.55 + 0.45 * np.sin(2 * np.pi * 32 * t) ** 2)
    return finish_effect(rasp * swell(d, 0.06, 1.5, 0.14), fade_out=0.08)


def fx_season_end(rng):
    d = 1.5
    out = gong(midi(55), d, 0.75) + 0.3 * bell(midi(79), d, 0.35)
    return finish_effect(with_reverb(fft_filter(out, lowpass_gain(4000)), rng, 1.4, 0.3), fade_in=0.006,
                         fade_out=0.35)


def fx_lf_reveal(rng):
    d = 0.36
    out = np.zeros(n_of(d))
    place(out, flip(rng, 0.22), 0)
    for note, at in ((100, 0.06), (103, 0.1), (107, 0.14)):
        place(out, partials(midi(note), 0.2, [(1.0, 1.0, 0.05)], attack=0.002) * 0.12, n_of(at))
    return finish_effect(with_reverb(fft_filter(out, lowpass_gain(9000)), rng, 0.4, 0.15), fade_out=0.06)


def fx_solitary(rng):
    d = 0.58
    t = times(d)
    tone = np.zeros_like(t)
    for note, amp in ((50, 1.0), (57, 0.45)):
        f = midi(note)
        for h, a in ((1, 1.0), (2, 0.4), (3, 0.18), (4, 0.08)):
            tone += amp * a * np.sin(2 * np.pi * f * h * t)
    tone *= 1 + 0.2 * np.sin(2 * np.pi * 3.2 * t)
    env = np.clip(t / 0.09, 0, 1) ** 2 * np.exp(-np.maximum(t - 0.09, 0) / 0.25)
    return finish_effect(fft_filter(tone * env, lowpass_gain(900)), fade_in=0.01, fade_out=0.12)


def fx_fire_out(rng):
    d = 0.45
    hiss = sweep_noise(rng, d, 6000, 2500, 0.9) * swell(d, 0.02, 1.0, 0.12)
    out = 0.8 * hiss
    for at in (0.03, 0.09, 0.16, 0.22):
        bub = partials(rng.uniform(500, 900), 0.05, [(1.0, 1.0, 0.012)], attack=0.002, glide=-0.5, glide_tau=0.02)
        place(out, bub * 0.5, n_of(at))
    return finish_effect(fft_filter(out, lowpass_gain(8000)), fade_out=0.08)


def fx_onibi(rng):
    d = 0.8
    whoosh = sweep_noise(rng, d, 250, 900, 0.8) * swell(d, 0.35, 2.0, 0.2)
    grains = crackle(rng, d, 40, 900, 4500, 0.003) * swell(d, 0.4, 1.0, 0.2) * 0.5
    return finish_effect(fft_filter(whoosh + grains, lowpass_gain(4000)), fade_in=0.01, fade_out=0.12)


def fx_tree_plant(rng):
    d = 0.55
    out = partials(85, d, [(1.0, 1.0, 0.06), (1.9, 0.3, 0.03)], attack=0.003, glide=0.4, glide_tau=0.015)
    out += band_noise(rng, d, 150, 900) * exp_env(d, 0.035, 0.002) * 0.35
    out += delay(bell(midi(81), d, 0.18) * 0.3, 0.08, d) + delay(bell(midi(88), d, 0.14) * 0.15, 0.11, d)
    leaves = crackle(rng, 0.2, 60, 2500, 7000, 0.004) * 0.5
    place(out, leaves * swell(0.2, 0.05, 1.0, 0.05), n_of(0.05))
    return finish_effect(with_reverb(out, rng, 0.5, 0.15), fade_out=0.1)


def fx_spirit_move(rng):
    d = 0.5
    out = np.zeros(n_of(d))
    for i, (freq, at) in enumerate(((620, 0.0), (560, 0.16), (600, 0.32))):
        step = wood(freq, 0.15, 0.035) + band_noise(rng, 0.15, 300, 1500) * exp_env(0.15, 0.012, 0.002) * 0.25
        place(out, step * (1.0 - 0.1 * i), n_of(at))
    return finish_effect(with_reverb(fft_filter(out, lowpass_gain(3500)), rng, 0.3, 0.12), fade_out=0.05)


# -------------------------------------------------------------------------------------------------------- music

class Loop:
    """A stereo circular buffer exactly `bars` bars long; notes and reverb tails wrap around its end."""

    def __init__(self, bpm: float, bars: int, beats: int = 4):
        self.beat = 60.0 / bpm
        self.beats = beats
        self.n = n_of(bars * beats * self.beat)
        self.bars = bars
        self.l = np.zeros(self.n)
        self.r = np.zeros(self.n)

    def at(self, bar: float, beat: float = 0.0) -> int:
        return n_of((bar * self.beats + beat) * self.beat)

    def add(self, sig: np.ndarray, start: int, pan: float = 0.0, gain: float = 1.0) -> None:
        """pan -1 (left) .. 1 (right), constant power."""
        ang = (pan + 1) * np.pi / 4
        place(self.l, sig * gain * np.cos(ang) * np.sqrt(2), start, wrap=True)
        place(self.r, sig * gain * np.sin(ang) * np.sqrt(2), start, wrap=True)

    def render(self, rng: np.random.Generator, rt60: float, wet: float, cutoff: float = 4000) -> np.ndarray:
        """The mixed loop as the file holds it: mono at MUSIC_SR, levelled (see the module's docstring)."""
        out = []
        for ch in (self.l, self.r):
            rev = convolve(ch, reverb_ir(rng, rt60, cutoff, 0.02), circular=True)
            x = fft_filter(ch + wet * rev, highpass_gain(35.0, 2), circular=True)
            out.append(x)
        mono = np.mean(out, axis=0)
        mono = resample_loop(rotate_to_smooth_seam(mono - mono.mean()), MUSIC_SR)
        return level(mono, MUSIC_RMS_DB, rate=MUSIC_SR)


def resample_loop(x: np.ndarray, rate: int) -> np.ndarray:
    """A loop sampled at SR, sampled at `rate` instead: its spectrum cut (or zero-padded) to the new length. The
    signal is treated as periodic, which it is, so no edge effect and no seam; the length must come out whole."""
    m = len(x) * rate // SR
    if m * SR != len(x) * rate:
        raise ValueError(f"a loop of {len(x)} samples at {SR} Hz is not a whole number of samples at {rate} Hz")
    if m == len(x):
        return x
    spec = np.fft.rfft(x)
    keep = np.zeros(m // 2 + 1, dtype=complex)
    k = min(len(spec), len(keep))
    keep[:k] = spec[:k]
    if m < len(x) and m % 2 == 0:
        keep[-1] = 0.0                   # the new Nyquist bin: a cosine there has no phase to keep
    return np.fft.irfft(keep, m) * (m / len(x))


def rotate_to_smooth_seam(x: np.ndarray, window: float = 0.05, step: float = 0.005) -> np.ndarray:
    """The same loop, started where the level is steadiest: where the 50 ms before and after differ least in RMS.

    The loop is seamless wherever it is cut (it is circular), but a file whose first sample is a note's onset
    would meet the previous bar's quiet tail at its seam; starting between onsets keeps the seam's two sides alike
    for a player that fades or cuts there."""
    w, hop = n_of(window), n_of(step)
    power = x ** 2 if x.ndim == 1 else np.sum(x ** 2, axis=1)
    cum = np.concatenate([[0.0], np.cumsum(np.concatenate([power, power[:w]]))])
    starts = np.arange(0, len(x), hop)
    after = cum[starts + w] - cum[starts]
    before_idx = (starts - w) % len(x)
    before = cum[before_idx + w] - cum[before_idx]
    diff = np.abs(10 * np.log10((after + 1e-12) / (before + 1e-12)))
    best = int(starts[int(np.argmin(diff))])
    return np.roll(x, -best, axis=0)


def phrase(rng: np.random.Generator, scale: list[int], chord_tones: list[int], start_note: int,
           rhythm: list[tuple[float, float]]):
    """Notes for one bar: rhythm is (beat, length in beats); a gentle walk through the scale landing on chord tones."""
    notes, cur = [], start_note
    for i, (beat, length) in enumerate(rhythm):
        if i == 0 or rng.random() < 0.35:
            cands = [n for n in scale if n % 12 in {c % 12 for c in chord_tones} and abs(n - cur) <= 5]
        else:
            cands = [n for n in scale if 0 < abs(n - cur) <= 4]
        cur = cands[int(rng.integers(len(cands)))] if cands else cur
        notes.append((beat, length, cur))
    return notes, cur


def scale_from(root: int, steps: list[int], lo: int, hi: int) -> list[int]:
    return [n for n in range(lo, hi + 1) if (n - root) % 12 in steps]


def compose_melody(rng, song: Loop, scale, chords, rhythms, start_note, instrument, pan_spread=0.5,
                   gain=1.0, decay=0.8, skip=()):
    """A melody in 4-bar phrases A A' B A'' (A' and A'' vary their last bar), one chord per bar."""
    cur = start_note
    phrases = {}
    for name in ("A", "B"):
        bars = []
        for b in range(4):
            rh = rhythms[int(rng.integers(len(rhythms)))]
            notes, cur = phrase(rng, scale, chords[b % len(chords)], cur, rh)
            bars.append(notes)
        phrases[name] = bars
    form = ["A", "A", "B", "A"]
    for p in range(song.bars // 4):
        bars = [list(x) for x in phrases[form[p % 4]]]
        if p % 4 in (1, 3):
            rh = rhythms[int(rng.integers(len(rhythms)))]
            bars[3], _ = phrase(rng, scale, chords[3 % len(chords)], bars[2][-1][2], rh)
        for b, notes in enumerate(bars):
            bar = p * 4 + b
            if bar in skip:
                continue
            for beat, length, note in notes:
                sig = instrument(midi(note), max(2.5, length * song.beat * 3), decay)
                pan = float(np.clip((note - start_note) / 12 * pan_spread, -0.8, 0.8))
                vel = 0.75 + 0.25 * rng.random() if beat % 1 == 0 else 0.55 + 0.2 * rng.random()
                song.add(sig, song.at(bar, beat), pan, gain * vel)


def add_pads(song: Loop, rng, chords, gain: float, bars_per_chord: int = 1, bright: float = 0.45,
             pad_notes=None) -> None:
    length = song.beat * song.beats * bars_per_chord
    for i in range(song.bars // bars_per_chord):
        chord = chords[i % len(chords)]
        freqs = [midi(n) for n in (pad_notes(chord) if pad_notes else chord)]
        sig = pad(freqs, length + 1.2, 0.9, 1.4, bright, rng)
        song.add(sig, song.at(i * bars_per_chord), 0.0, gain)


def music_ecosysteme(rng):
    song = Loop(bpm=84, bars=20)
    root = 60                                             # C major pentatonic, bright
    scale = scale_from(root, [0, 2, 4, 7, 9], 67, 88)
    chords = [[60, 64, 67], [57, 60, 64], [53, 57, 60], [55, 59, 62]]   # C Am F G
    rhythms = [[(0, 1), (1, 0.5), (1.5, 0.5), (2, 1.5)], [(0, 1.5), (2, 1), (3, 1)],
               [(0, 0.5), (0.5, 0.5), (1, 1), (2.5, 1.5)], [(0, 2), (2, 0.5), (2.5, 0.5), (3, 1)]]
    compose_melody(rng, song, scale, chords, rhythms, 76, lambda f, s, d: pluck(f, s, d, 0.8), 0.6, 0.55, 0.7)
    # arpeggiated harp under the melody, one chord per bar, a note every half bar
    for bar in range(song.bars):
        c = chords[bar % 4]
        for k, beat in enumerate((0, 1.5, 2, 3)):
            note = c[k % 3] - (12 if k == 0 else 0)
            song.add(pluck(midi(note), 2.5, 0.5, 0.4), song.at(bar, beat), -0.3 + 0.2 * k, 0.28)
    add_pads(song, rng, chords, 0.22, pad_notes=lambda c: [c[0] - 12, c[1], c[2]])
    return song.render(rng, 2.2, 0.35)


def music_canopee(rng):
    song = Loop(bpm=72, bars=20)
    root = 62                                             # D major pentatonic over a soft D / Bm / G / A cycle
    scale = scale_from(root, [0, 2, 4, 7, 9], 69, 90)
    chords = [[62, 66, 69], [59, 62, 66], [55, 59, 62], [57, 61, 64]]
    rhythms = [[(0, 1), (1.5, 0.5), (2, 1), (3, 1)], [(0, 0.5), (0.5, 1.5), (2.5, 1.5)],
               [(0, 1), (1, 1), (2, 2)], [(0.5, 0.5), (1, 1), (2, 0.5), (2.5, 1.5)]]
    compose_melody(rng, song, scale, chords, rhythms, 78, lambda f, s, d: kalimba(f, s, d), 0.5, 0.5, 0.9)
    # marimba ostinato, low and soft
    pattern = [(0, 0), (1, 2), (1.5, 1), (2.5, 2), (3, 1)]
    for bar in range(song.bars):
        c = chords[bar % 4]
        for beat, idx in pattern:
            song.add(marimba(midi(c[idx] - 12), 1.6, 0.4), song.at(bar, beat), 0.3 - 0.15 * idx, 0.3)
    add_pads(song, rng, chords, 0.26, bright=0.35, pad_notes=lambda c: [c[0] - 12, c[0], c[1], c[2]])
    # faint rain-forest air: slow filtered noise, circular so it loops
    air = fft_filter(rng.standard_normal(song.n), band_gain(1500, 6000, 1.0), circular=True)
    air *= 0.012 * (1 + 0.5 * np.sin(2 * np.pi * np.arange(song.n) / song.n * 5))
    song.l += air
    song.r += np.roll(air, song.n // 3)
    return song.render(rng, 2.6, 0.4)


def music_livingforest(rng):
    song = Loop(bpm=60, bars=16)
    root = 62                                             # D miyako-bushi/in-like pentatonic: D Eb G A C
    scale = scale_from(root, [0, 1, 5, 7, 10], 62, 86)
    chords = [[62, 69, 74], [60, 67, 72], [55, 62, 67], [57, 62, 69]]
    rhythms = [[(0, 1.5), (1.5, 0.5), (2, 2)], [(0, 1), (1, 1), (2, 1), (3, 1)], [(0, 3), (3, 0.5), (3.5, 0.5)],
               [(0, 0.5), (0.5, 0.5), (1, 2), (3, 1)]]
    compose_melody(rng, song, scale, chords, rhythms, 74, lambda f, s, d: koto(f, s, d), 0.6, 0.55, 1.1,
                   skip={7, 15})
    # low koto drone on the root and fifth every two beats
    for bar in range(song.bars):
        c = chords[bar % 4]
        song.add(koto(midi(c[0] - 12), 3.0, 1.2), song.at(bar, 0), -0.3, 0.32)
        song.add(koto(midi(c[1] - 12), 3.0, 1.0), song.at(bar, 2), 0.3, 0.22)
    add_pads(song, rng, [[50, 57, 62], [48, 55, 62], [50, 57, 62], [45, 52, 57]], 0.3, bars_per_chord=2,
             bright=0.3)
    return song.render(rng, 3.0, 0.45, 3500)


def music_menu(rng):
    song = Loop(bpm=60, bars=12)
    chords = [[57, 60, 64], [53, 57, 60], [48, 52, 55], [55, 59, 62]]   # Am F C G, soft and open
    add_pads(song, rng, chords, 0.38, bright=0.4, pad_notes=lambda c: [c[0] - 12, c[0], c[1], c[2]])
    scale = scale_from(60, [0, 2, 4, 7, 9], 64, 84)
    for bar in range(song.bars):
        c = chords[bar % 4]
        arp = [c[0], c[1], c[2], c[0] + 12, c[2], c[1]]
        for k, note in enumerate(arp):
            song.add(pluck(midi(note + 12), 3.0, 0.7, 0.5), song.at(bar, k * 2 / 3), 0.4 * np.sin(k), 0.22)
    rhythms = [[(0, 2), (2, 2)], [(0, 3), (3, 1)], [(1, 1), (2, 2)]]
    compose_melody(rng, song, scale, chords, rhythms, 76, lambda f, s, d: bell(f, s, d, 0.6), 0.4, 0.35, 0.9,
                   skip={0, 4, 8})
    return song.render(rng, 2.5, 0.4)


# ----------------------------------------------------------------------------------------------------- catalogue

# id -> (kind, maker, seed, description)
SOUNDS = {
    "button": ("effect", fx_button, 1, "A soft wooden click for a button press."),
    "dialog": ("effect", fx_dialog, 2, "A soft rising two-note pop as a dialog opens."),
    "card_pick": ("effect", fx_card_pick, 3, "A card lifted: a short soft paper swish upwards."),
    "card_lay": ("effect", fx_card_lay, 4, "A card laid on wood: a soft thud with a paper slap."),
    "card_back": ("effect", fx_card_back, 5, "A card flying back to its place: a short swish downwards."),
    "refuse_drop": ("effect", fx_refuse_drop, 6, "A refused drop: a gentle low two-note 'nope' bump."),
    "your_turn": ("effect", fx_your_turn, 7, "Your turn: a small soft two-bell chime."),
    "points_tick": ("effect", fx_points_tick, 8, "A tiny tick, repeated while points count up."),
    "win": ("effect", fx_win, 9, "A win: a short warm ascending arpeggio of plucks and bells."),
    "loss": ("effect", fx_loss, 10, "A loss: a gentle descending plucked phrase over a soft pad."),
    "reveal": ("effect", fx_reveal, 11, "A card turned over: a soft flip."),
    "swap": ("effect", fx_swap, 12, "The Lapin's swap: two quick swishes, up then down."),
    "pile_look": ("effect", fx_pile_look, 13, "Peeking at a pile: a light leafy rustle."),
    "pile_keep": ("effect", fx_pile_keep, 14, "Keeping a pile: a pleasant two-note woody confirm."),
    "pile_refuse": ("effect", fx_pile_refuse, 15, "Refusing a pile: a soft leafy brush-away."),
    "tree_complete": ("effect", fx_tree_complete, 16, "A tree completed: a bright marimba chord."),
    "threat_fire": ("effect", fx_threat_fire, 17, "A fire threat: a short soft crackle."),
    "threat_disease": ("effect", fx_threat_disease, 18, "A disease threat: a dull low wobble."),
    "threat_drought": ("effect", fx_threat_drought, 19, "A drought threat: a dry rasp."),
    "season_end": ("effect", fx_season_end, 20, "A season's count: a soft gong with a bell above it."),
    "lf_reveal": ("effect", fx_lf_reveal, 21, "A card revealed in the draw phase: a soft flip with a faint sparkle."),
    "solitary": ("effect", fx_solitary, 22, "The third Solitary symbol: a low soft warning tone."),
    "fire_out": ("effect", fx_fire_out, 23, "A fire put out: a short water hiss with small bubbles."),
    "onibi": ("effect", fx_onibi, 24, "Onibi's attack or new fires: a low whoosh with crackle."),
    "tree_plant": ("effect", fx_tree_plant, 25, "A tree planted: a soft earthy thump with a leafy chime."),
    "spirit_move": ("effect", fx_spirit_move, 26, "A Spirit moving on the circle: three soft wooden steps."),
    "music_ecosysteme": ("music", music_ecosysteme, 101,
                         "Forêt/Savane background loop: bright woodland pentatonic plucks over a soft pad."),
    "music_canopee": ("music", music_canopee, 102,
                      "Canopée background loop: kalimba and soft marimba over a pad, rainforest air."),
    "music_livingforest": ("music", music_livingforest, 103,
                           "Living Forest background loop: koto-like plucks in a Japanese pentatonic scale over a pad."),
    "music_menu": ("music", music_menu, 104, "Menu background loop: a gentle pad with a slow plucked arpeggio."),
}


# kind -> (the file's sample rate, libsndfile's Vorbis compression level)
FILE_FORMAT = {"effect": (SR, VORBIS_COMPRESSION), "music": (MUSIC_SR, MUSIC_VORBIS_COMPRESSION)}


def render(sound_id: str) -> np.ndarray:
    """The sound's samples, at its kind's file rate (FILE_FORMAT)."""
    kind, maker, seed, _ = SOUNDS[sound_id]
    x = maker(np.random.default_rng(seed))
    return np.asarray(x, dtype=np.float64)


def write_ogg(path: Path, data: np.ndarray, rate: int = SR, compression: float = VORBIS_COMPRESSION) -> None:
    """OGG Vorbis (quality about 1 - compression), written in blocks: libsndfile's Vorbis encoder crashes (a
    segfault) when handed a long buffer in one write."""
    data = data.astype(np.float32)
    channels = 1 if data.ndim == 1 else data.shape[1]
    with sf.SoundFile(str(path), "w", rate, channels, subtype="VORBIS", format="OGG",
                      compression_level=compression) as f:
        for i in range(0, len(data), 8192):
            f.write(data[i:i + 8192])


def read_manifest(path: Path) -> dict:
    """The manifest's entries by id (read without yaml: the format is this script's own)."""
    entries, cur = {}, None
    if not path.exists():
        return entries
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("  ") and not line.startswith("    ") and line.strip().endswith(":"):
            cur = line.strip()[:-1]
            entries[cur] = {}
        elif line.startswith("    ") and cur and ":" in line:
            key, _, value = line.strip().partition(":")
            value = value.strip()
            if value.startswith('"'):
                value = value[1:-1].replace('\\"', '"').replace("\\\\", "\\")
            entries[cur][key] = value
    return entries


def write_manifest(path: Path, entries: dict) -> None:
    lines = ["# The game's sounds, generated by tools/make_sounds.py (do not edit by hand: run the script).",
             "# kind: effect (assets/sounds/<id>.ogg, played once) or music (a seamless loop).",
             "sounds:"]
    for sound_id in SOUNDS:                                   # the catalogue's order
        if sound_id not in entries:
            continue
        e = entries[sound_id]
        desc = str(e["description"]).replace("\\", "\\\\").replace('"', '\\"')
        lines += [f"  {sound_id}:", f"    kind: {e['kind']}", f"    file: {e['file']}",
                  f"    duration: {float(e['duration']):.3f}", f'    description: "{desc}"']
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", action="append", metavar="ID", help="generate this id only (repeatable)")
    ap.add_argument("--out", type=Path, default=OUT_DIR, help="output folder (default assets/sounds/)")
    args = ap.parse_args(argv)
    ids = args.only or list(SOUNDS)
    unknown = [i for i in ids if i not in SOUNDS]
    if unknown:
        print(f"unknown id(s): {', '.join(unknown)}; known: {', '.join(SOUNDS)}", file=sys.stderr)
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    manifest_path = args.out / "manifest.yaml"
    entries = read_manifest(manifest_path) if args.only else {}
    for sound_id in ids:
        kind, _, _, desc = SOUNDS[sound_id]
        data = render(sound_id)
        rate, compression = FILE_FORMAT[kind]
        write_ogg(args.out / f"{sound_id}.ogg", data, rate, compression)
        entries[sound_id] = {"kind": kind, "file": f"{sound_id}.ogg", "duration": len(data) / rate,
                             "description": desc}
        print(f"{sound_id:20s} {kind:6s} {len(data) / rate:7.3f} s  peak {db(np.max(np.abs(data))):6.1f} dBFS  "
              f"rms {db(active_rms(data, rate=rate)):6.1f} dBFS  {rate} Hz")
    write_manifest(manifest_path, entries)
    return 0


if __name__ == "__main__":
    sys.exit(main())
