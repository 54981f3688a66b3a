//! Encodings shared by the parser, the printer and the folders: the bytes behind a
//! [`Symbol`](crate::ir::context::Symbol) (raw non-UTF-8 bytes in the private-use range), the
//! little-endian element storage of dense attributes (`Scalar`, `DenseElem`), and
//! conversions between that storage and [`APInt`] / [`APFloat`].

use crate::ir::types::{Signedness, Type, TypeKind};
use crate::numerics::apfloat::{APFloat, FloatSemantics};
use crate::numerics::apint::APInt;

// ------------------------------------------------------------------------------------------
// Byte strings in symbols
// ------------------------------------------------------------------------------------------

/// First code point of the private-use range that stands for a raw non-UTF-8 byte inside a
/// [`Symbol`](crate::Symbol) (symbols are `str`; attribute names, symbol references and file names may hold any
/// bytes). Byte `b` is stored as `char(RAW_BYTE_BASE + b)` and printed back as `b`.
pub const RAW_BYTE_BASE: u32 = 0x10_FF00;

/// Text to intern for arbitrary bytes: valid UTF-8 is kept, each invalid byte is mapped into
/// the private-use range at [`RAW_BYTE_BASE`] (see [`symbol_bytes`] for the inverse).
pub fn bytes_to_symbol_text(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(s) => std::borrow::Cow::Borrowed(s),
        Err(_) => {
            let mut out = String::with_capacity(bytes.len() + 8);
            let mut rest = bytes;
            while !rest.is_empty() {
                match std::str::from_utf8(rest) {
                    Ok(s) => {
                        out.push_str(s);
                        break;
                    }
                    Err(e) => {
                        let good = e.valid_up_to();
                        // `good` bytes are valid UTF-8 by the error's contract.
                        out.push_str(std::str::from_utf8(&rest[..good]).unwrap_or(""));
                        let bad = e.error_len().unwrap_or(rest.len() - good).max(1);
                        for &b in &rest[good..good + bad] {
                            out.push(char::from_u32(RAW_BYTE_BASE + b as u32).unwrap_or('?'));
                        }
                        rest = &rest[good + bad..];
                    }
                }
            }
            std::borrow::Cow::Owned(out)
        }
    }
}

/// The bytes a symbol stands for (inverse of [`bytes_to_symbol_text`]).
pub fn symbol_bytes(s: &str) -> std::borrow::Cow<'_, [u8]> {
    let has_raw = s
        .chars()
        .any(|c| (c as u32) >= RAW_BYTE_BASE && (c as u32) <= RAW_BYTE_BASE + 0xFF);
    if !has_raw {
        return std::borrow::Cow::Borrowed(s.as_bytes());
    }
    let mut out = Vec::with_capacity(s.len());
    for c in s.chars() {
        let u = c as u32;
        if (RAW_BYTE_BASE..=RAW_BYTE_BASE + 0xFF).contains(&u) {
            out.push((u - RAW_BYTE_BASE) as u8);
        } else {
            let mut buf = [0u8; 4];
            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
        }
    }
    std::borrow::Cow::Owned(out)
}

/// Clears the bits above `width` in the last byte.
pub(crate) fn mask_top(bytes: &mut [u8], width: u32) {
    let r = width % 8;
    if r != 0 {
        if let Some(last) = bytes.last_mut() {
            *last &= (1u8 << r) - 1;
        }
    }
}

// ------------------------------------------------------------------------------------------
// APInt / APFloat adapters
// ------------------------------------------------------------------------------------------

/// An [`APInt`] of `width` bits from little-endian bytes.
pub(crate) fn apint_from_le_bytes(width: u32, bytes: &[u8]) -> APInt {
    let words: Vec<u64> = bytes
        .chunks(8)
        .map(|c| {
            let mut w = [0u8; 8];
            w[..c.len()].copy_from_slice(c);
            u64::from_le_bytes(w)
        })
        .collect();
    APInt::from_words(width, &words)
}

/// The storage size in bits of a float format (`APFloat::semanticsSizeInBits`).
pub fn float_bits(sem: FloatSemantics) -> u32 {
    sem.bit_width()
}

/// An [`APFloat`] from its bit pattern.
pub(crate) fn apfloat_from_bits(sem: FloatSemantics, bits: u128) -> APFloat {
    APFloat::from_bits_u128(sem, bits)
}

/// A double converted to `sem`, rounding to nearest-even (MLIR parses float literals as doubles
/// first).
pub(crate) fn apfloat_from_f64(sem: FloatSemantics, v: f64) -> APFloat {
    APFloat::from_f64(v).convert(sem)
}

/// The bit pattern of an [`APFloat`].
pub(crate) fn apfloat_bits(v: &APFloat) -> u128 {
    v.to_bits_u128()
}

// ------------------------------------------------------------------------------------------
// Scalar element classification
// ------------------------------------------------------------------------------------------

/// An integer, index or float scalar type, as dense storage sees it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Scalar {
    /// `iN` / `siN` / `uiN`
    Int(u32, Signedness),
    /// `index` (64-bit storage)
    Index,
    /// a float type
    Float(FloatSemantics),
}

impl Scalar {
    /// Width in bits (the float format's size for floats).
    pub(crate) fn bits(self) -> u32 {
        match self {
            Scalar::Int(w, _) => w,
            Scalar::Index => 64,
            Scalar::Float(s) => float_bits(s),
        }
    }
    /// Storage bytes per scalar in dense attributes (`i1` uses one byte here).
    pub(crate) fn bytes(self) -> usize {
        (self.bits() as usize).div_ceil(8)
    }
}

/// Scalar classification of a type.
pub(crate) fn scalar_of(kind: &TypeKind) -> Option<Scalar> {
    match kind {
        TypeKind::Integer { width, signedness } => Some(Scalar::Int(*width, *signedness)),
        TypeKind::Index => Some(Scalar::Index),
        TypeKind::Float(s) => Some(Scalar::Float(*s)),
        _ => None,
    }
}

/// Element kind of a dense elements attribute: a scalar, a complex of a scalar, or anything else
/// (strings).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum DenseElem {
    /// integer, index or float elements
    Scalar(Scalar),
    /// `complex<...>` elements: two scalars each
    Complex(Scalar),
    /// any other element type (string storage)
    Other,
}

impl crate::ir::context::Context {
    /// Dense-storage classification of an element type.
    pub(crate) fn dense_elem(&self, elem: Type) -> DenseElem {
        match self.type_kind(elem) {
            TypeKind::Complex(inner) => match scalar_of(self.type_kind(*inner)) {
                Some(s) => DenseElem::Complex(s),
                None => DenseElem::Other,
            },
            k => match scalar_of(k) {
                Some(s) => DenseElem::Scalar(s),
                None => DenseElem::Other,
            },
        }
    }
    /// Static shape and element type of a tensor, vector or memref type (`None` for other
    /// types or dynamic shapes).
    pub(crate) fn static_shaped(&self, ty: Type) -> Option<(&[i64], Type)> {
        match self.type_kind(ty) {
            TypeKind::RankedTensor { shape, elem, .. }
            | TypeKind::Vector { shape, elem, .. }
            | TypeKind::MemRef { shape, elem, .. } => {
                if shape.iter().any(|&d| d < 0) {
                    None
                } else {
                    Some((shape, *elem))
                }
            }
            _ => None,
        }
    }
    /// True for tensor, vector and memref types (ranked or not).
    pub(crate) fn is_shaped(&self, ty: Type) -> bool {
        matches!(
            self.type_kind(ty),
            TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::Vector { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        )
    }
}

/// Number of elements of a static shape (saturating).
pub(crate) fn num_elements(shape: &[i64]) -> u64 {
    shape
        .iter()
        .fold(1u64, |acc, &d| acc.saturating_mul(d.max(0) as u64))
}
