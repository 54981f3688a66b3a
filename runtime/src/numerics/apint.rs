//! Arbitrary-width two's complement integers (`APInt`).
//!
//! This module owns the integer arithmetic behind MLIR integer literals and
//! attributes: an [`APInt`] is a bit pattern of a fixed width (0 to
//! [`MAX_WIDTH`] bits) whose value is always kept masked to that width.
//! Whether the pattern is read as signed or unsigned is chosen by the
//! operation (`to_string_signed` vs `to_string_unsigned`, `scmp` vs `ucmp`,
//! ...), exactly like LLVM's `APInt`.
//!
//! It also owns the parsing of integer literals (`from_decimal_str`,
//! `from_hex_str`) and MLIR's range rule for integer attributes
//! ([`APInt::from_mlir_literal`]), plus the little bignum toolkit
//! (shifts, multiplication, division, comparisons) that `apfloat` builds on.
//!
//! Nothing here panics on any input: operations that can fail return
//! `Option`/`Result`, out-of-range bit indices read as zero, and widths above
//! [`MAX_WIDTH`] are clamped.

use std::cmp::Ordering;
use std::fmt;

/// Largest supported bit width: `2^24 - 1`, MLIR's limit for `IntegerType`.
///
/// Every constructor clamps a larger requested width to this value.
pub const MAX_WIDTH: u32 = 16_777_215;

/// Number of 64-bit words stored without a heap allocation (covers every
/// float bit pattern, up to 128 bits).
const INLINE_WORDS: usize = 2;

/// Backing storage: small values live inline, large ones on the heap.
#[derive(Clone)]
enum Storage {
    Inline([u64; INLINE_WORDS]),
    Heap(Box<[u64]>),
}

/// An arbitrary-width integer bit pattern (two's complement when read as
/// signed).
///
/// Invariants: the value is always masked to `width` bits, and the storage
/// holds exactly `max(1, ceil(width / 64))` words (little-endian word order).
/// Equality and hashing compare both the width and the value.
#[derive(Clone)]
pub struct APInt {
    width: u32,
    storage: Storage,
}

/// Interpretation of an MLIR integer type when checking a literal's range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `iN`: the literal may be anything representable as signed *or*
    /// unsigned `N`-bit (e.g. both `255 : i8` and `-128 : i8`).
    Signless,
    /// `siN` (and `index`, which MLIR checks like a signed 64-bit integer).
    Signed,
    /// `uiN`: non-negative and `< 2^N`; a leading minus is an error.
    Unsigned,
}

/// Why an integer literal could not be turned into an [`APInt`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntParseError {
    /// The digit string was empty.
    Empty,
    /// A character is not a digit of the requested radix.
    InvalidDigit,
    /// The value does not fit the requested width / MLIR's range rule.
    Overflow,
    /// A negative literal was given for an unsigned (`uiN`) type.
    NegativeUnsigned,
}

impl fmt::Display for IntParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let msg = match self {
            IntParseError::Empty => "integer literal has no digits",
            IntParseError::InvalidDigit => "invalid digit in integer literal",
            IntParseError::Overflow => "integer constant out of range for attribute",
            IntParseError::NegativeUnsigned => {
                "negative integer literal not valid for unsigned integer type"
            }
        };
        f.write_str(msg)
    }
}

impl std::error::Error for IntParseError {}

// ---------------------------------------------------------------------------
// Limb helpers (little-endian `u64` slices). All are total functions.
// ---------------------------------------------------------------------------

/// Number of storage words for `width` bits (at least one).
fn words_for(width: u32) -> usize {
    (width as usize).div_ceil(64).max(1)
}

/// Mask for the top storage word of a `width`-bit value.
fn top_mask(width: u32) -> u64 {
    if width == 0 {
        0
    } else {
        match width % 64 {
            0 => u64::MAX,
            r => (1u64 << r) - 1,
        }
    }
}

/// Length of `a` without high zero words.
fn trimmed_len(a: &[u64]) -> usize {
    a.iter().rposition(|&w| w != 0).map_or(0, |i| i + 1)
}

/// Number of significant bits of the unsigned value in `a`.
fn limbs_active_bits(a: &[u64]) -> u64 {
    let n = trimmed_len(a);
    match n.checked_sub(1).and_then(|i| a.get(i)) {
        Some(&top) => (n as u64 - 1) * 64 + (64 - u64::from(top.leading_zeros())),
        None => 0,
    }
}

/// Unsigned comparison of two limb slices of possibly different lengths.
fn limbs_cmp(a: &[u64], b: &[u64]) -> Ordering {
    let (la, lb) = (trimmed_len(a), trimmed_len(b));
    if la != lb {
        return la.cmp(&lb);
    }
    for (x, y) in a[..la].iter().rev().zip(b[..lb].iter().rev()) {
        match x.cmp(y) {
            Ordering::Equal => {}
            o => return o,
        }
    }
    Ordering::Equal
}

/// `a += b` (wrapping at `a`'s length); returns the carry out.
fn limbs_add_assign(a: &mut [u64], b: &[u64]) -> bool {
    let mut carry = false;
    for (i, x) in a.iter_mut().enumerate() {
        let y = b.get(i).copied().unwrap_or(0);
        if y == 0 && !carry && i >= b.len() {
            return false;
        }
        let (s1, c1) = x.overflowing_add(y);
        let (s2, c2) = s1.overflowing_add(u64::from(carry));
        *x = s2;
        carry = c1 || c2;
    }
    carry
}

/// `a -= b` (wrapping at `a`'s length); returns the borrow out.
fn limbs_sub_assign(a: &mut [u64], b: &[u64]) -> bool {
    let mut borrow = false;
    for (i, x) in a.iter_mut().enumerate() {
        let y = b.get(i).copied().unwrap_or(0);
        if y == 0 && !borrow && i >= b.len() {
            return false;
        }
        let (d1, b1) = x.overflowing_sub(y);
        let (d2, b2) = d1.overflowing_sub(u64::from(borrow));
        *x = d2;
        borrow = b1 || b2;
    }
    borrow
}

/// `a = a * m + add`, wrapping at `a`'s length; returns the carry word.
fn limbs_mul_small_add(a: &mut [u64], m: u64, add: u64) -> u64 {
    let mut carry = u128::from(add);
    for x in a.iter_mut() {
        let t = u128::from(*x) * u128::from(m) + carry;
        *x = t as u64;
        carry = t >> 64;
    }
    carry as u64
}

/// Full product of two limb slices (`a.len() + b.len()` words).
fn limbs_mul(a: &[u64], b: &[u64]) -> Vec<u64> {
    let (a, b) = (&a[..trimmed_len(a)], &b[..trimmed_len(b)]);
    let mut out = vec![0u64; a.len() + b.len() + 1];
    for (i, &x) in a.iter().enumerate() {
        if x == 0 {
            continue;
        }
        let mut carry: u128 = 0;
        for (j, &y) in b.iter().enumerate() {
            let slot = &mut out[i + j];
            let t = u128::from(x) * u128::from(y) + u128::from(*slot) + carry;
            *slot = t as u64;
            carry = t >> 64;
        }
        let mut k = i + b.len();
        while carry != 0 && k < out.len() {
            let t = u128::from(out[k]) + carry;
            out[k] = t as u64;
            carry = t >> 64;
            k += 1;
        }
    }
    out
}

/// In-place division by a single word; returns the remainder.
/// `d` must be non-zero (callers check).
fn limbs_divrem_small(a: &mut [u64], d: u64) -> u64 {
    let mut rem: u128 = 0;
    for x in a.iter_mut().rev() {
        let cur = (rem << 64) | u128::from(*x);
        *x = (cur / u128::from(d)) as u64;
        rem = cur % u128::from(d);
    }
    rem as u64
}

/// Left shift by `shift` bits into a fresh vector of `out_len` words
/// (bits shifted past `out_len` words are dropped).
fn limbs_shl(a: &[u64], shift: u64, out_len: usize) -> Vec<u64> {
    let mut out = vec![0u64; out_len];
    let word_shift = usize::try_from(shift / 64).unwrap_or(usize::MAX);
    let bit_shift = (shift % 64) as u32;
    if word_shift >= out_len {
        return out;
    }
    for (i, &w) in a.iter().enumerate() {
        let Some(dst) = i.checked_add(word_shift) else {
            break;
        };
        if dst >= out_len {
            break;
        }
        out[dst] |= w << bit_shift;
        if bit_shift != 0 && dst + 1 < out_len {
            out[dst + 1] |= w >> (64 - bit_shift);
        }
    }
    out
}

/// Logical right shift by `shift` bits into a vector of `out_len` words.
fn limbs_shr(a: &[u64], shift: u64, out_len: usize) -> Vec<u64> {
    let mut out = vec![0u64; out_len];
    let word_shift = usize::try_from(shift / 64).unwrap_or(usize::MAX);
    let bit_shift = (shift % 64) as u32;
    if word_shift >= a.len() {
        return out;
    }
    for (i, slot) in out.iter_mut().enumerate() {
        let Some(src) = i.checked_add(word_shift) else {
            break;
        };
        let lo = match a.get(src) {
            Some(&w) => w,
            None => break,
        };
        let mut v = lo >> bit_shift;
        if bit_shift != 0 {
            if let Some(&hi) = a.get(src + 1) {
                v |= hi << (64 - bit_shift);
            }
        }
        *slot = v;
    }
    out
}

/// Unsigned long division (Knuth, TAOCP vol. 2, 4.3.1, algorithm D).
/// Returns `(quotient, remainder)`, or `None` when `v` is zero.
fn limbs_divrem(u: &[u64], v: &[u64]) -> Option<(Vec<u64>, Vec<u64>)> {
    let n = trimmed_len(v);
    if n == 0 {
        return None;
    }
    let m = trimmed_len(u);
    if limbs_cmp(u, v) == Ordering::Less {
        return Some((vec![0], u[..m.max(1).min(u.len())].to_vec()));
    }
    if n == 1 {
        let mut q = u[..m].to_vec();
        let r = limbs_divrem_small(&mut q, v[0]);
        return Some((q, vec![r]));
    }
    // Normalize so the divisor's top word has its high bit set.
    let s = u64::from(v[n - 1].leading_zeros());
    let vn = limbs_shl(&v[..n], s, n);
    let mut un = limbs_shl(&u[..m], s, m + 1);
    let b: u128 = 1u128 << 64;
    let vtop = u128::from(vn[n - 1]);
    let vsec = u128::from(vn[n - 2]);
    let mut q = vec![0u64; m - n + 1];
    for j in (0..=(m - n)).rev() {
        let num = (u128::from(un[j + n]) << 64) | u128::from(un[j + n - 1]);
        let mut qhat = num / vtop;
        let mut rhat = num % vtop;
        while qhat >= b || qhat * vsec > ((rhat << 64) | u128::from(un[j + n - 2])) {
            qhat -= 1;
            rhat += vtop;
            if rhat >= b {
                break;
            }
        }
        // Multiply and subtract qhat * vn from un[j..=j+n].
        let mut borrow: u128 = 0;
        let mut carry: u128 = 0;
        for i in 0..n {
            let p = qhat * u128::from(vn[i]) + carry;
            carry = p >> 64;
            let sub = u128::from(p as u64) + borrow;
            let cur = u128::from(un[i + j]);
            if cur >= sub {
                un[i + j] = (cur - sub) as u64;
                borrow = 0;
            } else {
                un[i + j] = (cur + b - sub) as u64;
                borrow = 1;
            }
        }
        let sub = carry + borrow;
        let cur = u128::from(un[j + n]);
        let negative = cur < sub;
        un[j + n] = cur.wrapping_sub(sub) as u64;
        if negative {
            // Add back one divisor.
            qhat -= 1;
            let mut c = false;
            for i in 0..n {
                let (s1, c1) = un[i + j].overflowing_add(vn[i]);
                let (s2, c2) = s1.overflowing_add(u64::from(c));
                un[i + j] = s2;
                c = c1 || c2;
            }
            un[j + n] = un[j + n].wrapping_add(u64::from(c));
        }
        q[j] = u64::try_from(qhat).unwrap_or(u64::MAX);
    }
    let r = limbs_shr(&un[..n], s, n);
    Some((q, r))
}

// ---------------------------------------------------------------------------
// APInt
// ---------------------------------------------------------------------------

impl APInt {
    /// Builds a value from little-endian words, truncating or zero-extending
    /// them to `width` bits (clamped to [`MAX_WIDTH`]).
    pub fn from_words(width: u32, words: &[u64]) -> APInt {
        let width = width.min(MAX_WIDTH);
        let n = words_for(width);
        let mut storage = if n <= INLINE_WORDS {
            Storage::Inline([0; INLINE_WORDS])
        } else {
            Storage::Heap(vec![0u64; n].into_boxed_slice())
        };
        let dst: &mut [u64] = match &mut storage {
            Storage::Inline(a) => &mut a[..n],
            Storage::Heap(b) => b,
        };
        for (d, s) in dst.iter_mut().zip(words) {
            *d = *s;
        }
        let mut r = APInt { width, storage };
        r.mask();
        r
    }

    /// Builds a value from an owned word vector (avoids a copy for big ones).
    fn from_vec(width: u32, mut words: Vec<u64>) -> APInt {
        let width = width.min(MAX_WIDTH);
        let n = words_for(width);
        if n <= INLINE_WORDS {
            return APInt::from_words(width, &words);
        }
        words.resize(n, 0);
        let mut r = APInt {
            width,
            storage: Storage::Heap(words.into_boxed_slice()),
        };
        r.mask();
        r
    }

    /// The all-zero value of the given width.
    pub fn zero(width: u32) -> APInt {
        APInt::from_words(width, &[])
    }

    /// The value one (zero for width 0).
    pub fn one(width: u32) -> APInt {
        APInt::from_u64(width, 1)
    }

    /// The value with every bit set (`-1` when read as signed).
    pub fn all_ones(width: u32) -> APInt {
        let width = width.min(MAX_WIDTH);
        APInt::from_vec(width, vec![u64::MAX; words_for(width)])
    }

    /// `v` truncated (or zero-extended) to `width` bits.
    pub fn from_u64(width: u32, v: u64) -> APInt {
        APInt::from_words(width, &[v])
    }

    /// `v` truncated (or zero-extended) to `width` bits.
    pub fn from_u128(width: u32, v: u128) -> APInt {
        APInt::from_words(width, &[v as u64, (v >> 64) as u64])
    }

    /// `v` truncated (or sign-extended) to `width` bits.
    pub fn from_i64(width: u32, v: i64) -> APInt {
        let fill = if v < 0 { u64::MAX } else { 0 };
        let width = width.min(MAX_WIDTH);
        let mut words = vec![fill; words_for(width)];
        if let Some(w) = words.first_mut() {
            *w = v as u64;
        }
        APInt::from_vec(width, words)
    }

    /// A one-bit value: `1` for `true`, `0` for `false`.
    pub fn from_bool(b: bool) -> APInt {
        APInt::from_u64(1, u64::from(b))
    }

    fn raw(&self) -> &[u64] {
        match &self.storage {
            Storage::Inline(a) => &a[..words_for(self.width)],
            Storage::Heap(b) => b,
        }
    }

    fn raw_mut(&mut self) -> &mut [u64] {
        let n = words_for(self.width);
        match &mut self.storage {
            Storage::Inline(a) => &mut a[..n],
            Storage::Heap(b) => b,
        }
    }

    /// Re-establishes the masking invariant after a raw update.
    fn mask(&mut self) {
        let m = top_mask(self.width);
        if let Some(top) = self.raw_mut().last_mut() {
            *top &= m;
        }
    }

    /// Bit width of this value.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The little-endian 64-bit words of the value (at least one word; bits
    /// above the width are zero).
    pub fn words(&self) -> &[u64] {
        self.raw()
    }

    /// True if every bit is zero.
    pub fn is_zero(&self) -> bool {
        self.raw().iter().all(|&w| w == 0)
    }

    /// True if the value is one.
    pub fn is_one(&self) -> bool {
        self.width > 0 && self.raw()[0] == 1 && self.raw()[1..].iter().all(|&w| w == 0)
    }

    /// True if every bit is set (vacuously true for width 0).
    pub fn is_all_ones(&self) -> bool {
        self.count_ones() == u64::from(self.width)
    }

    /// True if the top (sign) bit is set. Always false for width 0.
    pub fn is_negative(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }

    /// The value read as unsigned, if it fits in a `u64`.
    pub fn to_u64(&self) -> Option<u64> {
        if trimmed_len(self.raw()) <= 1 {
            Some(self.raw()[0])
        } else {
            None
        }
    }

    /// The value read as unsigned, if it fits in a `u128`.
    pub fn to_u128(&self) -> Option<u128> {
        let r = self.raw();
        if trimmed_len(r) <= 2 {
            let hi = r.get(1).copied().unwrap_or(0);
            Some((u128::from(hi) << 64) | u128::from(r[0]))
        } else {
            None
        }
    }

    /// The value read as signed (two's complement), if it fits in an `i64`.
    pub fn to_i64(&self) -> Option<i64> {
        if self.width == 0 {
            return Some(0);
        }
        if self.width <= 64 {
            let shift = 64 - self.width;
            return Some(((self.raw()[0] << shift) as i64) >> shift);
        }
        if self.min_signed_bits() <= 64 {
            Some(self.raw()[0] as i64)
        } else {
            None
        }
    }

    /// The low 64 bits of the value (truncating).
    pub fn low_u64(&self) -> u64 {
        self.raw()[0]
    }

    /// Bit `i` (bit 0 is the least significant). Out-of-range bits are zero.
    pub fn bit(&self, i: u32) -> bool {
        if i >= self.width {
            return false;
        }
        (self.raw()[(i / 64) as usize] >> (i % 64)) & 1 == 1
    }

    /// Sets bit `i` to `value`; out-of-range indices are ignored.
    pub fn set_bit(&mut self, i: u32, value: bool) {
        if i >= self.width {
            return;
        }
        let w = &mut self.raw_mut()[(i / 64) as usize];
        if value {
            *w |= 1u64 << (i % 64);
        } else {
            *w &= !(1u64 << (i % 64));
        }
    }

    /// Number of significant bits of the unsigned value (0 for zero).
    pub fn active_bits(&self) -> u32 {
        limbs_active_bits(self.raw()) as u32
    }

    /// Number of zero bits above the most significant set bit.
    pub fn leading_zeros(&self) -> u32 {
        self.width - self.active_bits()
    }

    /// Number of zero bits below the least significant set bit (the width
    /// for zero).
    pub fn trailing_zeros(&self) -> u32 {
        for (i, &w) in self.raw().iter().enumerate() {
            if w != 0 {
                return (i as u32) * 64 + w.trailing_zeros();
            }
        }
        self.width
    }

    /// Number of set bits.
    pub fn count_ones(&self) -> u64 {
        self.raw().iter().map(|w| u64::from(w.count_ones())).sum()
    }

    /// Minimum number of bits needed to hold the value as a signed integer
    /// (at least 1 for non-zero width).
    pub fn min_signed_bits(&self) -> u32 {
        if self.width == 0 {
            return 0;
        }
        if self.is_negative() {
            self.not().active_bits() + 1
        } else {
            self.active_bits() + 1
        }
    }

    /// True if the value, read as unsigned, is `< 2^width`.
    pub fn fits_unsigned(&self, width: u32) -> bool {
        self.active_bits() <= width
    }

    /// True if the value, read as signed (two's complement at its own
    /// width), lies in `[-2^(width-1), 2^(width-1))`. Only zero fits in
    /// width 0.
    pub fn fits_signed(&self, width: u32) -> bool {
        if width == 0 {
            return self.is_zero();
        }
        self.min_signed_bits() <= width
    }

    /// Zero-extends (or truncates) to `width` bits.
    pub fn zext(&self, width: u32) -> APInt {
        APInt::from_words(width, self.raw())
    }

    /// Truncates (or zero-extends) to `width` bits. Same as [`APInt::zext`];
    /// provided for readability at call sites.
    pub fn trunc(&self, width: u32) -> APInt {
        APInt::from_words(width, self.raw())
    }

    /// Sign-extends (or truncates) to `width` bits.
    pub fn sext(&self, width: u32) -> APInt {
        let width = width.min(MAX_WIDTH);
        if width <= self.width || !self.is_negative() {
            return self.zext(width);
        }
        let n = words_for(width);
        let mut words = vec![u64::MAX; n];
        let src = self.raw();
        let full = (self.width / 64) as usize;
        words[..full].copy_from_slice(&src[..full]);
        let rem = self.width % 64;
        if rem != 0 {
            words[full] = src[full] | (u64::MAX << rem);
        }
        APInt::from_vec(width, words)
    }

    /// Bitwise complement.
    pub fn not(&self) -> APInt {
        let mut r = self.clone();
        for w in r.raw_mut() {
            *w = !*w;
        }
        r.mask();
        r
    }

    fn zip_with(&self, rhs: &APInt, f: impl Fn(u64, u64) -> u64) -> APInt {
        let mut r = self.clone();
        let b = rhs.raw();
        for (i, w) in r.raw_mut().iter_mut().enumerate() {
            *w = f(*w, b.get(i).copied().unwrap_or(0));
        }
        r.mask();
        r
    }

    /// Bitwise and (`rhs` is zero-extended/truncated to `self`'s width).
    pub fn and(&self, rhs: &APInt) -> APInt {
        self.zip_with(rhs, |a, b| a & b)
    }

    /// Bitwise or (`rhs` is zero-extended/truncated to `self`'s width).
    pub fn or(&self, rhs: &APInt) -> APInt {
        self.zip_with(rhs, |a, b| a | b)
    }

    /// Bitwise xor (`rhs` is zero-extended/truncated to `self`'s width).
    pub fn xor(&self, rhs: &APInt) -> APInt {
        self.zip_with(rhs, |a, b| a ^ b)
    }

    /// Left shift; shifting by `>= width` gives zero.
    pub fn shl(&self, n: u32) -> APInt {
        if n >= self.width {
            return APInt::zero(self.width);
        }
        let words = limbs_shl(self.raw(), u64::from(n), words_for(self.width));
        APInt::from_vec(self.width, words)
    }

    /// Logical right shift; shifting by `>= width` gives zero.
    pub fn lshr(&self, n: u32) -> APInt {
        if n >= self.width {
            return APInt::zero(self.width);
        }
        let words = limbs_shr(self.raw(), u64::from(n), words_for(self.width));
        APInt::from_vec(self.width, words)
    }

    /// Arithmetic right shift (fills with the sign bit).
    pub fn ashr(&self, n: u32) -> APInt {
        if !self.is_negative() {
            return self.lshr(n);
        }
        if n >= self.width {
            return APInt::all_ones(self.width);
        }
        let shifted = self.lshr(n);
        // Set the top n bits.
        let fill = APInt::all_ones(self.width).shl(self.width - n);
        shifted.or(&fill)
    }

    /// `self + rhs` modulo `2^width` (`rhs` is zero-extended/truncated).
    pub fn wrapping_add(&self, rhs: &APInt) -> APInt {
        let mut r = self.clone();
        let b = rhs.zext(self.width);
        limbs_add_assign(r.raw_mut(), b.raw());
        r.mask();
        r
    }

    /// `self - rhs` modulo `2^width` (`rhs` is zero-extended/truncated).
    pub fn wrapping_sub(&self, rhs: &APInt) -> APInt {
        let mut r = self.clone();
        let b = rhs.zext(self.width);
        limbs_sub_assign(r.raw_mut(), b.raw());
        r.mask();
        r
    }

    /// `self * rhs` modulo `2^width` (`rhs` read as unsigned).
    pub fn wrapping_mul(&self, rhs: &APInt) -> APInt {
        let words = limbs_mul(self.raw(), rhs.raw());
        APInt::from_vec(self.width, words)
    }

    /// Two's complement negation modulo `2^width`.
    pub fn wrapping_neg(&self) -> APInt {
        APInt::zero(self.width).wrapping_sub(self)
    }

    /// `self + v` modulo `2^width`.
    pub fn wrapping_add_u64(&self, v: u64) -> APInt {
        let mut r = self.clone();
        limbs_add_assign(r.raw_mut(), &[v]);
        r.mask();
        r
    }

    /// `self * v` modulo `2^width`.
    pub fn wrapping_mul_u64(&self, v: u64) -> APInt {
        let mut r = self.clone();
        limbs_mul_small_add(r.raw_mut(), v, 0);
        r.mask();
        r
    }

    /// Unsigned `self + rhs`, or `None` if the sum needs more than `width`
    /// bits.
    pub fn checked_add(&self, rhs: &APInt) -> Option<APInt> {
        if !rhs.fits_unsigned(self.width) {
            return None;
        }
        let r = self.wrapping_add(rhs);
        (r.ucmp(self) != Ordering::Less).then_some(r)
    }

    /// Unsigned `self * rhs`, or `None` if the product needs more than
    /// `width` bits.
    pub fn checked_mul(&self, rhs: &APInt) -> Option<APInt> {
        let words = limbs_mul(self.raw(), rhs.raw());
        if limbs_active_bits(&words) > u64::from(self.width) {
            return None;
        }
        Some(APInt::from_vec(self.width, words))
    }

    /// Unsigned division by a word: `(quotient, remainder)`, `None` if `d`
    /// is zero.
    pub fn udivrem_u64(&self, d: u64) -> Option<(APInt, u64)> {
        if d == 0 {
            return None;
        }
        let mut q = self.clone();
        let r = limbs_divrem_small(q.raw_mut(), d);
        Some((q, r))
    }

    /// Unsigned division: `(quotient, remainder)`, both at `self`'s width;
    /// `None` if `rhs` is zero.
    pub fn udivrem(&self, rhs: &APInt) -> Option<(APInt, APInt)> {
        let (q, r) = limbs_divrem(self.raw(), rhs.raw())?;
        Some((
            APInt::from_vec(self.width, q),
            APInt::from_vec(self.width, r),
        ))
    }

    /// Compares the unsigned values (widths may differ).
    pub fn ucmp(&self, rhs: &APInt) -> Ordering {
        limbs_cmp(self.raw(), rhs.raw())
    }

    /// Compares the signed values, each read at its own width.
    pub fn scmp(&self, rhs: &APInt) -> Ordering {
        match (self.is_negative(), rhs.is_negative()) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            (false, false) => self.ucmp(rhs),
            (true, true) => {
                let w = self.width.max(rhs.width);
                self.sext(w).ucmp(&rhs.sext(w))
            }
        }
    }

    /// True for the smallest signed value (only the sign bit set).
    pub fn is_min_signed(&self) -> bool {
        self.is_negative() && self.count_ones() == 1
    }

    /// True for the largest signed value (every bit but the sign bit set).
    pub fn is_max_signed(&self) -> bool {
        self.width > 0 && !self.is_negative() && self.count_ones() == u64::from(self.width) - 1
    }

    /// Signed division truncating toward zero: `(quotient, remainder)` (the remainder has
    /// the sign of `self`), both at `self`'s width, wrapping (`MIN / -1 == MIN`); `None` if
    /// `rhs` is zero. `rhs` must have `self`'s width.
    pub fn sdivrem(&self, rhs: &APInt) -> Option<(APInt, APInt)> {
        let (ln, rn) = (self.is_negative(), rhs.is_negative());
        let a = if ln {
            self.wrapping_neg()
        } else {
            self.clone()
        };
        let b = if rn { rhs.wrapping_neg() } else { rhs.clone() };
        let (q, r) = a.udivrem(&b)?;
        let q = if ln != rn { q.wrapping_neg() } else { q };
        let r = if ln { r.wrapping_neg() } else { r };
        Some((q, r))
    }

    /// The high half of the double-width signed product (LLVM's `mulhs`).
    pub fn mul_high_signed(&self, rhs: &APInt) -> APInt {
        let w = self.width;
        let p = self.sext(2 * w).wrapping_mul(&rhs.sext(2 * w));
        p.lshr(w).trunc(w)
    }

    /// The high half of the double-width unsigned product (LLVM's `mulhu`).
    pub fn mul_high_unsigned(&self, rhs: &APInt) -> APInt {
        let w = self.width;
        let p = self.zext(2 * w).wrapping_mul(&rhs.zext(2 * w));
        p.lshr(w).trunc(w)
    }

    /// `base^exp` computed exactly into a value of `width` bits (wrapping if
    /// it does not fit).
    pub fn pow_u64(width: u32, base: u64, mut exp: u64) -> APInt {
        let mut result = APInt::one(width);
        let mut b = APInt::from_u64(width, base);
        while exp != 0 {
            if exp & 1 == 1 {
                result = result.wrapping_mul(&b);
            }
            exp >>= 1;
            if exp != 0 {
                b = b.wrapping_mul(&b);
            }
        }
        result
    }

    // -----------------------------------------------------------------------
    // Parsing
    // -----------------------------------------------------------------------

    /// Parses an unsigned decimal digit string (no sign, no separators)
    /// into `width` bits; if `negative`, the result is the two's complement
    /// negation of the magnitude.
    ///
    /// Fails with [`IntParseError::Overflow`] when the *magnitude* needs more
    /// than `width` bits. Huge inputs are rejected in O(1) when the digit
    /// count alone proves overflow; small inputs take a `u64` fast path.
    pub fn from_decimal_str(
        width: u32,
        digits: &str,
        negative: bool,
    ) -> Result<APInt, IntParseError> {
        let mag = parse_magnitude(digits.as_bytes(), 10, width.min(MAX_WIDTH))?;
        Ok(if negative { mag.wrapping_neg() } else { mag })
    }

    /// Parses unsigned hexadecimal digits (no `0x` prefix, either case) into
    /// `width` bits. Fails with [`IntParseError::Overflow`] when the value
    /// needs more than `width` bits.
    pub fn from_hex_str(width: u32, hexdigits: &str) -> Result<APInt, IntParseError> {
        parse_magnitude(hexdigits.as_bytes(), 16, width.min(MAX_WIDTH))
    }

    /// Parses the magnitude of an MLIR integer token (`123` or `0x7B`) at
    /// the smallest width that holds it (at least 1 bit), failing with
    /// [`IntParseError::Overflow`] if it needs more than `max_width` bits.
    pub fn parse_literal_magnitude(spelling: &str, max_width: u32) -> Result<APInt, IntParseError> {
        let (digits, radix) = split_radix(spelling);
        let mag = parse_magnitude(digits, radix, max_width.min(MAX_WIDTH))?;
        let bits = mag.active_bits().max(1);
        Ok(mag.trunc(bits))
    }

    /// Builds the value of an MLIR integer attribute `[-]spelling : type`,
    /// applying exactly the checks of MLIR's `buildAttributeAPInt`.
    ///
    /// `spelling` is the integer token (`42`, `0x2A`; only a lowercase `0x`
    /// prefix makes it hex, as in MLIR's lexer), `negative` whether a `-`
    /// token preceded it, `width` the type's bit width (64 for `index`) and
    /// `signedness` the type's flavour (use [`Signedness::Signed`] for
    /// `index`). The rule, verified against `mlir-opt` 22:
    ///
    /// * `uiN` with a minus → [`IntParseError::NegativeUnsigned`]
    ///   (`-1 : ui8`, even `-0 : ui8`);
    /// * the magnitude must fit in `N` unsigned bits, else
    ///   [`IntParseError::Overflow`] (`256 : i8`, `0x1FF : i8`);
    /// * with a minus, the negated value must have its sign bit set, i.e.
    ///   the magnitude is in `1..=2^(N-1)`: `-128 : i8` ok, `-129 : i8` and
    ///   `-0 : i8` are out of range, `-1 : i1` is ok (value `1`, printed
    ///   `true`), anything negative for `i0` is out of range;
    /// * without a minus, `siN`/`index` need the sign bit clear
    ///   (`128 : si8` is out of range) while `iN`/`uiN` accept up to
    ///   `2^N - 1` (`255 : i8` is the pattern printed as `-1 : i8`).
    pub fn from_mlir_literal(
        width: u32,
        signedness: Signedness,
        spelling: &str,
        negative: bool,
    ) -> Result<APInt, IntParseError> {
        if negative && signedness == Signedness::Unsigned {
            return Err(IntParseError::NegativeUnsigned);
        }
        let width = width.min(MAX_WIDTH);
        let (digits, radix) = split_radix(spelling);
        let mag = parse_magnitude(digits, radix, width)?;
        if width == 0 {
            return if negative {
                Err(IntParseError::Overflow)
            } else {
                Ok(mag)
            };
        }
        if negative {
            let v = mag.wrapping_neg();
            if !v.is_negative() {
                return Err(IntParseError::Overflow);
            }
            return Ok(v);
        }
        if signedness == Signedness::Signed && mag.is_negative() {
            return Err(IntParseError::Overflow);
        }
        Ok(mag)
    }

    // -----------------------------------------------------------------------
    // Printing
    // -----------------------------------------------------------------------

    /// Decimal string of the value read as unsigned.
    pub fn to_string_unsigned(&self) -> String {
        if let Some(v) = self.to_u128() {
            return v.to_string();
        }
        magnitude_to_decimal(self.raw())
    }

    /// Decimal string of the value read as signed (two's complement).
    pub fn to_string_signed(&self) -> String {
        if let Some(v) = self.to_i64() {
            return v.to_string();
        }
        if self.is_negative() {
            let mag = self.wrapping_neg();
            let mut s = String::with_capacity(1 + self.width as usize / 3);
            s.push('-');
            s.push_str(&mag.to_string_unsigned());
            s
        } else {
            self.to_string_unsigned()
        }
    }

    /// `0x` followed by the unsigned value in uppercase hex without leading
    /// zeros (`0x0` for zero) — LLVM's `toString(16, false, true)`, as MLIR
    /// prints float bit patterns (`0x7FC00000`).
    pub fn to_hex_string(&self) -> String {
        let mut s = String::from("0x");
        s.push_str(&self.to_hex_digits());
        s
    }

    /// The unsigned value in uppercase hex without prefix or leading zeros
    /// (`"0"` for zero).
    pub fn to_hex_digits(&self) -> String {
        let r = self.raw();
        let n = trimmed_len(r);
        if n == 0 {
            return "0".to_string();
        }
        let mut s = format!("{:X}", r[n - 1]);
        for w in r[..n - 1].iter().rev() {
            s.push_str(&format!("{w:016X}"));
        }
        s
    }
}

/// Splits an MLIR integer token into digits and radix (`0x` → 16).
fn split_radix(spelling: &str) -> (&[u8], u32) {
    let b = spelling.as_bytes();
    if b.len() > 1 && b[0] == b'0' && b[1] == b'x' {
        (&b[2..], 16)
    } else {
        (b, 10)
    }
}

/// Parses an unsigned magnitude in radix 10 or 16 into a `width`-bit value.
fn parse_magnitude(digits: &[u8], radix: u32, width: u32) -> Result<APInt, IntParseError> {
    if digits.is_empty() {
        return Err(IntParseError::Empty);
    }
    let value_of = |c: u8| -> Result<u64, IntParseError> {
        let v = (c as char)
            .to_digit(radix)
            .ok_or(IntParseError::InvalidDigit)?;
        Ok(u64::from(v))
    };
    // Validate everything first so an invalid digit is reported even when
    // the value would also overflow.
    for &c in digits {
        value_of(c)?;
    }
    let start = digits
        .iter()
        .position(|&c| c != b'0')
        .unwrap_or(digits.len());
    let sig = &digits[start..];
    if sig.is_empty() {
        return Ok(APInt::zero(width));
    }
    let n = sig.len() as u64;
    if radix == 16 {
        let first = value_of(sig[0])?;
        let bits = (n - 1) * 4 + (64 - u64::from(first.leading_zeros()));
        if bits > u64::from(width) {
            return Err(IntParseError::Overflow);
        }
        let mut words = vec![0u64; words_for(width)];
        for (i, &c) in sig.iter().rev().enumerate() {
            let v = value_of(c)?;
            words[i / 16] |= v << ((i % 16) * 4);
        }
        return Ok(APInt::from_vec(width, words));
    }
    // Decimal. An n-digit number is >= 10^(n-1) >= 2^width whenever
    // (n-1) >= width * log10(2); 0.30103 > log10(2) keeps this conservative.
    if (n - 1) * 100_000 >= u64::from(width) * 30_103 {
        return Err(IntParseError::Overflow);
    }
    if n <= 19 {
        let mut v: u64 = 0;
        for &c in sig {
            v = v * 10 + value_of(c)?;
        }
        if 64 - v.leading_zeros() > width {
            return Err(IntParseError::Overflow);
        }
        return Ok(APInt::from_u64(width, v));
    }
    // General case: multiply-accumulate 19 digits at a time.
    let mut words: Vec<u64> = vec![0];
    for chunk in sig.chunks(19) {
        let mut v: u64 = 0;
        for &c in chunk {
            v = v * 10 + value_of(c)?;
        }
        let mul = 10u64.pow(chunk.len() as u32);
        let carry = limbs_mul_small_add(&mut words, mul, v);
        if carry != 0 {
            words.push(carry);
        }
    }
    if limbs_active_bits(&words) > u64::from(width) {
        return Err(IntParseError::Overflow);
    }
    Ok(APInt::from_vec(width, words))
}

/// Decimal digits of an unsigned limb vector (repeated division by 10^19).
fn magnitude_to_decimal(words: &[u64]) -> String {
    const CHUNK: u64 = 10_000_000_000_000_000_000;
    let mut cur = words[..trimmed_len(words)].to_vec();
    if cur.is_empty() {
        return "0".to_string();
    }
    let mut chunks: Vec<u64> = Vec::new();
    while !cur.is_empty() {
        chunks.push(limbs_divrem_small(&mut cur, CHUNK));
        cur.truncate(trimmed_len(&cur));
    }
    let mut s = String::with_capacity(chunks.len() * 19);
    if let Some((last, rest)) = chunks.split_last() {
        s.push_str(&last.to_string());
        for c in rest.iter().rev() {
            s.push_str(&format!("{c:019}"));
        }
    }
    s
}

impl PartialEq for APInt {
    fn eq(&self, other: &APInt) -> bool {
        self.width == other.width && self.raw() == other.raw()
    }
}

impl Eq for APInt {}

impl std::hash::Hash for APInt {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.width.hash(state);
        self.raw().hash(state);
    }
}

impl fmt::Debug for APInt {
    /// `APInt { width: 8, words: [255] }` (the words in decimal, low word
    /// first), like a derived `Debug`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("APInt")
            .field("width", &self.width)
            .field("words", &self.raw())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tiny deterministic PRNG (xorshift) for randomized checks.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            let mut x = self.0;
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            self.0 = x;
            x
        }
    }

    #[test]
    fn construct_and_mask() {
        let a = APInt::from_u64(8, 0x1FF);
        assert_eq!(a.to_u64(), Some(0xFF));
        assert!(a.is_negative());
        assert_eq!(a.to_i64(), Some(-1));
        assert_eq!(APInt::from_i64(100, -2).to_string_signed(), "-2");
        assert_eq!(
            APInt::from_i64(100, -2).to_string_unsigned(),
            "1267650600228229401496703205374"
        );
        assert_eq!(APInt::zero(0).to_string_signed(), "0");
        assert!(!APInt::zero(0).is_negative());
        assert_eq!(APInt::from_u64(0, 5).to_u64(), Some(0));
        assert_eq!(APInt::all_ones(130).count_ones(), 130);
        assert_eq!(APInt::zero(u32::MAX).width(), MAX_WIDTH);
    }

    #[test]
    fn mlir_integer_rule() {
        use Signedness::*;
        let ok = |w, s, t: &str, neg| {
            APInt::from_mlir_literal(w, s, t, neg).map(|v| v.to_string_signed())
        };
        let err = Err(IntParseError::Overflow);
        assert_eq!(ok(8, Signless, "255", false), Ok("-1".into()));
        assert_eq!(ok(8, Signless, "256", false), err);
        assert_eq!(ok(8, Signless, "128", true), Ok("-128".into()));
        assert_eq!(ok(8, Signless, "129", true), err);
        assert_eq!(ok(8, Signless, "0", true), err);
        assert_eq!(ok(8, Signed, "128", false), err);
        assert_eq!(ok(8, Signed, "128", true), Ok("-128".into()));
        assert_eq!(
            ok(8, Unsigned, "1", true),
            Err(IntParseError::NegativeUnsigned)
        );
        assert_eq!(
            ok(8, Unsigned, "0", true),
            Err(IntParseError::NegativeUnsigned)
        );
        assert_eq!(
            APInt::from_mlir_literal(8, Unsigned, "255", false).map(|v| v.to_string_unsigned()),
            Ok("255".into())
        );
        assert_eq!(ok(1, Signless, "1", false), Ok("-1".into()));
        assert_eq!(ok(1, Signless, "1", true), Ok("-1".into()));
        assert_eq!(ok(1, Signless, "2", false), err);
        assert_eq!(ok(1, Signed, "1", false), err);
        assert_eq!(ok(1, Signed, "1", true), Ok("-1".into()));
        assert_eq!(ok(2, Signless, "3", true), err);
        assert_eq!(ok(2, Signless, "2", true), Ok("-2".into()));
        assert_eq!(ok(0, Signless, "0", false), Ok("0".into()));
        assert_eq!(ok(0, Signless, "0", true), err);
        assert_eq!(ok(8, Signless, "0xFF", false), Ok("-1".into()));
        assert_eq!(ok(8, Signless, "0x1FF", false), err);
        assert_eq!(ok(8, Signless, "0xFF", true), err);
        assert_eq!(ok(8, Signless, "0x80", true), Ok("-128".into()));
        assert_eq!(ok(32, Signless, "0xFFFFFFFFF", false), err);
        assert_eq!(ok(64, Signed, "9223372036854775808", false), err);
        assert_eq!(
            ok(64, Signed, "9223372036854775808", true),
            Ok("-9223372036854775808".into())
        );
        assert_eq!(
            ok(8, Signless, "12a", false),
            Err(IntParseError::InvalidDigit)
        );
        assert_eq!(ok(8, Signless, "0x", false), Err(IntParseError::Empty));
        assert_eq!(
            ok(
                8,
                Signless,
                "0000000000000000000000000000000000000255",
                false
            ),
            Ok("-1".into())
        );
    }

    #[test]
    fn big_decimal_round_trip() {
        let mut rng = Rng(0x1234_5678_9abc_def1);
        for len in [1usize, 5, 19, 20, 38, 39, 40, 100, 500] {
            for _ in 0..20 {
                let mut s = String::new();
                s.push(char::from(b'1' + (rng.next() % 9) as u8));
                for _ in 1..len {
                    s.push(char::from(b'0' + (rng.next() % 10) as u8));
                }
                let v = APInt::from_decimal_str(2000, &s, false).unwrap();
                assert_eq!(v.to_string_unsigned(), s);
                let n = v.wrapping_neg();
                assert_eq!(n.to_string_signed(), format!("-{s}"));
                let bits = v.active_bits();
                assert!(APInt::from_decimal_str(bits, &s, false).is_ok());
                assert_eq!(
                    APInt::from_decimal_str(bits - 1, &s, false),
                    Err(IntParseError::Overflow)
                );
            }
        }
    }

    #[test]
    fn huge_inputs_are_cheap() {
        let s: String = "9".repeat(100_000);
        let t = std::time::Instant::now();
        assert_eq!(
            APInt::from_decimal_str(64, &s, false),
            Err(IntParseError::Overflow)
        );
        assert_eq!(
            APInt::from_decimal_str(300_000, &s, false),
            Err(IntParseError::Overflow)
        );
        let v = APInt::from_decimal_str(MAX_WIDTH, &s, false).unwrap();
        assert_eq!(v.active_bits(), 332_193);
        let h: String = "F".repeat(100_000);
        assert_eq!(APInt::from_hex_str(64, &h), Err(IntParseError::Overflow));
        assert_eq!(
            APInt::from_hex_str(400_000, &h).unwrap().count_ones(),
            400_000
        );
        assert!(t.elapsed().as_secs_f64() < 2.0);
    }

    #[test]
    fn hex_printing() {
        assert_eq!(
            APInt::from_u64(32, 0x7FC0_0000).to_hex_string(),
            "0x7FC00000"
        );
        assert_eq!(APInt::zero(8).to_hex_string(), "0x0");
        assert_eq!(
            APInt::from_u128(80, 0x7FFF_C000_0000_0000_0000).to_hex_string(),
            "0x7FFFC000000000000000"
        );
        assert_eq!(
            APInt::from_hex_str(200, "1000000000000000000000000000000001")
                .unwrap()
                .to_hex_digits(),
            "1000000000000000000000000000000001"
        );
    }

    #[test]
    fn shifts_and_exts() {
        let a = APInt::from_u64(100, 1);
        assert_eq!(a.shl(99).active_bits(), 100);
        assert!(a.shl(99).is_negative());
        assert!(a.shl(100).is_zero());
        assert_eq!(a.shl(99).lshr(99), a);
        assert_eq!(a.shl(99).ashr(98).to_string_signed(), "-2");
        assert_eq!(APInt::from_i64(8, -3).sext(200).to_string_signed(), "-3");
        assert_eq!(APInt::from_i64(8, -3).zext(200).to_string_signed(), "253");
        assert_eq!(APInt::from_i64(70, -3).sext(130).to_string_signed(), "-3");
        assert_eq!(APInt::from_i64(128, -3).sext(128).to_string_signed(), "-3");
        assert_eq!(APInt::from_i64(200, -3).trunc(8).to_u64(), Some(253));
        assert_eq!(APInt::from_u64(64, 0b1000).trailing_zeros(), 3);
        assert_eq!(APInt::zero(77).trailing_zeros(), 77);
        assert_eq!(APInt::from_u64(77, 1).leading_zeros(), 76);
        assert!(APInt::from_i64(8, -128).fits_signed(8));
        assert!(!APInt::from_u64(16, 128).fits_signed(8));
        assert!(APInt::from_u64(16, 255).fits_unsigned(8));
    }

    #[test]
    fn division_matches_reference() {
        let mut rng = Rng(0xdead_beef_cafe_f00d);
        for _ in 0..400 {
            let la = 1 + (rng.next() % 8) as usize;
            let lb = 1 + (rng.next() % 5) as usize;
            let a: Vec<u64> = (0..la).map(|_| rng.next() >> (rng.next() % 64)).collect();
            let mut b: Vec<u64> = (0..lb).map(|_| rng.next() >> (rng.next() % 64)).collect();
            if rng.next().is_multiple_of(4) {
                // Exercise the rare add-back paths with near-boundary words.
                for w in b.iter_mut() {
                    *w = u64::MAX - (rng.next() % 3);
                }
            }
            let width = 64 * 9;
            let av = APInt::from_words(width, &a);
            let bv = APInt::from_words(width, &b);
            let Some((q, r)) = av.udivrem(&bv) else {
                assert!(bv.is_zero());
                continue;
            };
            assert_eq!(r.ucmp(&bv), Ordering::Less);
            let back = q.wrapping_mul(&bv).wrapping_add(&r);
            assert_eq!(back, av);
        }
        assert!(APInt::from_u64(8, 1).udivrem(&APInt::zero(8)).is_none());
        assert!(APInt::from_u64(8, 1).udivrem_u64(0).is_none());
    }

    #[test]
    fn arithmetic() {
        let a = APInt::from_u64(8, 200);
        assert_eq!(a.wrapping_add_u64(100).to_u64(), Some(44));
        assert_eq!(a.checked_add(&APInt::from_u64(8, 100)), None);
        assert_eq!(a.checked_mul(&APInt::from_u64(8, 2)), None);
        assert_eq!(
            APInt::from_u64(8, 100)
                .checked_mul(&APInt::from_u64(8, 2))
                .unwrap()
                .to_u64(),
            Some(200)
        );
        assert_eq!(
            APInt::pow_u64(300, 10, 40).to_string_unsigned(),
            format!("1{}", "0".repeat(40))
        );
        assert_eq!(
            APInt::from_i64(8, -1).scmp(&APInt::from_u64(8, 1)),
            Ordering::Less
        );
        assert_eq!(
            APInt::from_i64(8, -1).ucmp(&APInt::from_u64(8, 1)),
            Ordering::Greater
        );
        assert_eq!(
            APInt::from_u64(8, 5)
                .wrapping_sub(&APInt::from_u64(8, 7))
                .to_i64(),
            Some(-2)
        );
        assert_eq!(APInt::from_i64(65, -5).to_i64(), Some(-5));
        assert_eq!(APInt::from_u64(65, u64::MAX).to_i64(), None);
    }
}
