//! Strided-layout arithmetic of the memref view ops, as MLIR computes it: saturated sizes,
//! strides and offsets (`?` absorbs everything but a zero factor), the text of a memref type
//! built from parts (for messages about types that are computed, not interned), rank
//! reduction masks, and the canonical form of a strided layout (MLIR's
//! `canonicalizeStridedLayout`, which `memref.transpose` compares).

use super::Ranked;
use ods_runtime::ir::affine::AffineMap;
use ods_runtime::ir::types::DYNAMIC;
use ods_runtime::ods::verify::{attr_text, quoted_type};
use ods_runtime::text::printer::affine::{affine_map_to_string, strided_to_string};
use ods_runtime::{Attribute, Context, Type};

/// MLIR's `SaturatedInteger` product: zero wins, then `?`, then the (wrapping) product.
pub(super) fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_mul(b)
    }
}

/// MLIR's `SaturatedInteger` sum: `?` if either is, else the (wrapping) sum.
pub(super) fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

/// A memref layout as the verifiers compare it: none, `strided<...>`, or an affine map.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) enum Layout {
    /// no layout (the identity)
    Identity,
    /// `strided<[strides], offset: offset>`
    Strided(Vec<i64>, i64),
    /// `affine_map<...>`
    Map(AffineMap),
    /// the affine map of `strided<[strides], offset: offset>` (its text is
    /// [`strided_map_text`])
    StridedMap(Vec<i64>, i64),
    /// another layout attribute, kept as it is
    Other(Attribute),
}

impl Layout {
    /// The layout of a ranked memref type.
    pub(super) fn of(ctx: &Context, r: &Ranked<'_>) -> Layout {
        use ods_runtime::ir::attributes::AttrKind;
        let Some(l) = r.layout else {
            return Layout::Identity;
        };
        match ctx.attr_kind(l) {
            AttrKind::Strided { strides, offset } => Layout::Strided(strides.to_vec(), *offset),
            AttrKind::AffineMap(m) if m.is_identity() => Layout::Identity,
            AttrKind::AffineMap(m) => Layout::Map(m.clone()),
            _ => Layout::Other(l),
        }
    }
}

/// The parts of a memref type that a verifier computes.
pub(super) struct MemRefParts<'a> {
    /// the sizes
    pub shape: &'a [i64],
    /// the element type
    pub elem: Type,
    /// the layout
    pub layout: Layout,
    /// the memory space
    pub space: Option<Attribute>,
}

impl MemRefParts<'_> {
    /// Whether these parts are those of the ranked type `r`.
    pub(super) fn same_as(&self, ctx: &Context, r: &Ranked<'_>) -> bool {
        self.shape == r.shape
            && self.elem == r.elem
            && self.space == r.space
            && self.layout == Layout::of(ctx, r)
    }

    /// The type as MLIR prints it in messages, quoted: `'memref<4x?xf32, strided<[?, 1]>>'`.
    pub(super) fn quoted(&self, ctx: &Context) -> String {
        let mut s = String::from("'memref<");
        for &d in self.shape {
            if d == DYNAMIC {
                s.push('?');
            } else {
                s.push_str(&d.to_string());
            }
            s.push('x');
        }
        s.push_str(quoted_type(ctx, self.elem).trim_matches('\''));
        match &self.layout {
            Layout::Identity => {}
            Layout::Strided(st, o) => {
                s.push_str(", ");
                s.push_str(&strided_to_string(st, *o));
            }
            Layout::Map(m) => {
                s.push_str(", affine_map<");
                s.push_str(&affine_map_to_string(m));
                s.push('>');
            }
            Layout::StridedMap(st, o) => {
                s.push_str(", ");
                s.push_str(&strided_map_text(st, *o));
            }
            Layout::Other(a) => {
                s.push_str(", ");
                s.push_str(&attr_text(ctx, *a));
            }
        }
        if let Some(space) = self.space {
            s.push_str(", ");
            s.push_str(&attr_text(ctx, space));
        }
        s.push_str(">'");
        s
    }
}

/// MLIR's `computeRankReductionMask`: which dimensions of `original` are dropped (all of size
/// 1) so that the rest is `reduced`, matched greedily; `None` when impossible.
pub(super) fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut dropped = vec![false; original.len()];
    let mut j = 0;
    for (i, &size) in original.iter().enumerate() {
        if j < reduced.len() && size == reduced[j] {
            j += 1;
            continue;
        }
        dropped[i] = true;
        if size != 1 {
            return None;
        }
    }
    (j == reduced.len()).then_some(dropped)
}

/// MLIR's `computeMemRefRankReductionMask` for a subview: the static unit sizes are the
/// dropped dimensions, and when they are more than the ranks differ, the strides decide which
/// of them are kept (a stride the reduced type still has as often is kept).
pub(super) fn memref_rank_reduction_mask(
    original: (&[i64], &[i64]),
    reduced: (usize, Option<&[i64]>),
    sizes: &[i64],
) -> Option<Vec<bool>> {
    let (orig_shape, orig_strides) = original;
    let (reduced_rank, reduced_strides) = reduced;
    let mut dropped = vec![false; orig_shape.len()];
    if orig_shape.len() == reduced_rank {
        return Some(dropped);
    }
    for (d, &s) in dropped.iter_mut().zip(sizes) {
        *d = s == 1;
    }
    let count = |m: &[bool]| m.iter().filter(|&&b| b).count();
    if count(&dropped) + reduced_rank == orig_shape.len() {
        return Some(dropped);
    }
    let reduced_strides = reduced_strides?;
    let occurrences = |s: &[i64]| {
        let mut m = std::collections::BTreeMap::<i64, usize>::new();
        for &v in s {
            *m.entry(v).or_default() += 1;
        }
        m
    };
    let mut unaccounted = occurrences(orig_strides);
    let candidate = occurrences(reduced_strides);
    for (dim, d) in dropped.iter_mut().enumerate() {
        if !*d {
            continue;
        }
        let stride = orig_strides.get(dim).copied().unwrap_or(0);
        let have = unaccounted.get(&stride).copied().unwrap_or(0);
        let want = candidate.get(&stride).copied().unwrap_or(0);
        if have > want {
            unaccounted.insert(stride, have - 1);
        } else if have == want {
            *d = false;
        } else {
            return None;
        }
    }
    (count(&dropped) + reduced_rank == orig_shape.len()).then_some(dropped)
}

/// MLIR's `canonicalizeStridedLayout` of a memref of `shape` with layout `layout`: the
/// identity when the layout's map is the identity or the canonical strided map of the shape,
/// otherwise the map simplified (a `strided<...>` layout turns into its affine map).
pub(super) fn canonical_layout(shape: &[i64], layout: Layout) -> Layout {
    let Layout::Strided(strides, offset) = &layout else {
        return layout;
    };
    let (strides, offset) = (strides.as_slice(), *offset);
    // a rank-1 unit stride without offset is the identity map: the layout is kept as it is
    if strides == [1] && offset == 0 {
        return layout;
    }
    if shape.is_empty() || strides.len() != shape.len() {
        return if strides.is_empty() && offset == 0 {
            Layout::Identity
        } else {
            layout
        };
    }
    let pure = !strides.contains(&DYNAMIC);
    if pure && offset == 0 && strides == canonical_static_strides(shape).as_slice() {
        return Layout::Identity;
    }
    Layout::StridedMap(strides.to_vec(), offset)
}

/// The strides of the identity layout of `shape` while they are static (the running product
/// from the right); `DYNAMIC` from the first dimension whose size is dynamic or zero on.
fn canonical_static_strides(shape: &[i64]) -> Vec<i64> {
    let mut out = vec![0; shape.len()];
    let mut running = Some(1i64);
    for (i, &size) in shape.iter().enumerate().rev() {
        out[i] = running.unwrap_or(DYNAMIC);
        running = match running {
            Some(r) if size > 0 => r.checked_mul(size),
            _ => None,
        };
    }
    out
}

/// The text of the affine map of a strided layout (MLIR's `makeStridedLinearLayoutMap`,
/// then `simplifyAffineExpr`), built as text so that a layout of any rank costs no recursion:
/// for static strides the flattened sum (dimensions, the offset symbol, the constant);
/// otherwise the sum in construction order, where the offset symbol moves behind the first
/// term and a constant offset to the end.
pub(super) fn strided_map_text(strides: &[i64], offset: i64) -> String {
    use std::fmt::Write;
    let pure = !strides.contains(&DYNAMIC);
    let mut symbols = usize::from(offset == DYNAMIC);
    let mut terms: Vec<(String, bool)> = Vec::new();
    for (i, &s) in strides.iter().enumerate() {
        match s {
            0 => {}
            1 => terms.push((format!("d{i}"), false)),
            -1 => terms.push((format!("d{i}"), true)),
            DYNAMIC => {
                terms.push((format!("d{i} * s{symbols}"), false));
                symbols += 1;
            }
            s if s < 0 => terms.push((format!("d{i} * {}", s.unsigned_abs()), true)),
            s => terms.push((format!("d{i} * {s}"), false)),
        }
    }
    if offset == DYNAMIC {
        let at = if pure || terms.is_empty() {
            terms.len()
        } else {
            1
        };
        terms.insert(at, ("s0".to_string(), false));
    } else if offset != 0 {
        terms.push((offset.unsigned_abs().to_string(), offset < 0));
    }
    let mut out = String::from("affine_map<(");
    for i in 0..strides.len() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "d{i}");
    }
    out.push(')');
    if symbols > 0 {
        out.push('[');
        for i in 0..symbols {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "s{i}");
        }
        out.push(']');
    }
    out.push_str(" -> (");
    if terms.is_empty() {
        out.push('0');
    }
    for (k, (text, negative)) in terms.iter().enumerate() {
        match (k, negative) {
            (0, false) => out.push_str(text),
            // a leading `d * -k` prints with its sign on the factor, `-d` for `d * -1`
            (0, true) => match text.split_once(" * ") {
                Some((d, f)) => {
                    let _ = write!(out, "{d} * -{f}");
                }
                None => {
                    let _ = write!(out, "-{text}");
                }
            },
            (_, false) => {
                let _ = write!(out, " + {text}");
            }
            (_, true) => {
                let _ = write!(out, " - {text}");
            }
        }
    }
    out.push_str(")>");
    out
}
