//! The folder and canonicalization patterns MLIR 22 shares between the `expand_shape` and
//! `collapse_shape` ops of the tensor and memref dialects (`ReshapeOpsUtils`): a reshape to
//! its own type, or undoing the inverse reshape it reads, folds away (a constant reshaped for
//! tensors); `ComposeReassociativeReshapeOps` merges two expansions or two collapses into
//! one; `ComposeCollapseOfExpandOp` turns a collapse of an expansion into one collapse (or a
//! cast when the ranks agree). Each dialect describes its ops with a [`ReshapeKind`].
//!
//! Not implemented: `ComposeExpandOfCollapseOp` and the collapse-of-expand case that needs an
//! expansion with inferred output sizes.

use crate::index_list::{mixed_list, split_mixed, Mixed};
use ods_runtime::ir::attributes::{AttrKind, Location};
use ods_runtime::ir::registry::FoldResult;
use ods_runtime::ods::preds::dense_int_values;
use ods_runtime::ods::verify::op_attr;
use ods_runtime::transforms::rewriter::Rewriter;
use ods_runtime::{Attribute, Context, Op, Type, Value};

/// How a dialect's reshape ops are recognized and built.
pub(crate) struct ReshapeKind {
    /// Whether `op` is the dialect's `expand_shape`.
    pub is_expand: fn(&Context, Op) -> bool,
    /// Whether `op` is the dialect's `collapse_shape`.
    pub is_collapse: fn(&Context, Op) -> bool,
    /// A detached `expand_shape` (type, source, reassociation, output sizes).
    pub build_expand: fn(&mut Context, Location, Type, Value, Attribute, &[Mixed]) -> Op,
    /// A detached `collapse_shape` (type, source, reassociation).
    pub build_collapse: fn(&mut Context, Location, Type, Value, Attribute) -> Op,
    /// A detached cast.
    pub build_cast: fn(&mut Context, Location, Type, Value) -> Op,
    /// MLIR's `hasNonIdentityLayout` (memrefs with a layout that is not the identity).
    pub non_identity: fn(&Context, Type) -> bool,
}

/// The reassociation groups of a reshape op.
pub(crate) fn reassociation(ctx: &Context, op: Op) -> Vec<Vec<i64>> {
    let Some(a) = op_attr(ctx, op, "reassociation") else {
        return Vec::new();
    };
    match ctx.attr_kind(a) {
        AttrKind::Array(groups) => groups
            .iter()
            .map(|&g| match ctx.attr_kind(g) {
                AttrKind::Array(xs) => xs
                    .iter()
                    .filter_map(|&x| match ctx.attr_kind(x) {
                        AttrKind::Integer { value, .. } => value.to_i64(),
                        _ => None,
                    })
                    .collect(),
                _ => Vec::new(),
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The reassociation attribute of `groups` (arrays of `i64`).
fn reassociation_attr(ctx: &mut Context, groups: &[Vec<i64>]) -> Attribute {
    let mut outer = Vec::with_capacity(groups.len());
    for g in groups {
        let inner: Vec<Attribute> = g.iter().map(|&i| ctx.i64_attr(i)).collect();
        outer.push(ctx.array_attr(&inner));
    }
    ctx.array_attr(&outer)
}

/// The output sizes of an `expand_shape` as a mixed list.
fn output_shape(ctx: &Context, op: Op) -> Vec<Mixed> {
    let statics = op_attr(ctx, op, "static_output_shape")
        .map(|a| dense_int_values(ctx, a))
        .unwrap_or_default();
    mixed_list(&statics, ctx.ir.operands(op).skip(1))
}

/// The op defining `v`.
fn def_op(ctx: &Context, v: Value) -> Option<Op> {
    match ctx.ir.value(v).def {
        ods_runtime::ir::ValueDef::Result { op, .. } => Some(op),
        _ => None,
    }
}

/// MLIR's `foldReshapeOp`: a reshape to its source's type is the source; a reshape undoing
/// an inverse reshape whose source has the result type is that source; a dense constant is
/// reshaped (`constant` is the source's constant value, tensors only).
pub(crate) fn fold_reshape(
    ctx: &mut Context,
    op: Op,
    kind: &ReshapeKind,
    constant: Option<Attribute>,
) -> Option<FoldResult> {
    let src = ctx.ir.operand(op, 0);
    let res_ty = ctx.ir.value_type(ctx.ir.result(op, 0));
    if ctx.ir.value_type(src) == res_ty {
        return Some(FoldResult::Value(src));
    }
    let inverse = if (kind.is_expand)(ctx, op) {
        kind.is_collapse
    } else {
        kind.is_expand
    };
    if let Some(p) = def_op(ctx, src).filter(|&p| inverse(ctx, p)) {
        let inner = ctx.ir.operand(p, 0);
        if ctx.ir.value_type(inner) == res_ty {
            return Some(FoldResult::Value(inner));
        }
    }
    let (raw, splat) = match ctx.attr_kind(constant?) {
        AttrKind::DenseIntOrFp { raw, splat, .. } => (raw.clone(), *splat),
        _ => return None,
    };
    let a = ctx.intern_attr(AttrKind::DenseIntOrFp {
        ty: res_ty,
        raw,
        splat,
    });
    Some(FoldResult::Attr(a))
}

/// MLIR's `composeReassociationIndices`: the groups of two reshapes of the same direction
/// applied one after the other.
fn compose_reassociation(a: &[Vec<i64>], b: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    if a.len() == b.len() {
        return None;
    }
    let (producer, consumer) = if a.len() < b.len() { (b, a) } else { (a, b) };
    if consumer.is_empty() {
        return Some(Vec::new());
    }
    let dims: usize = consumer.iter().map(Vec::len).sum();
    if producer.len() != dims {
        return None;
    }
    let mut composed = Vec::with_capacity(consumer.len());
    for group in consumer {
        let mut g = Vec::new();
        for &i in group {
            g.extend_from_slice(producer.get(usize::try_from(i).ok()?)?);
        }
        composed.push(g);
    }
    Some(composed)
}

/// Whether any of the types has a non-identity layout.
fn any_non_identity(ctx: &Context, kind: &ReshapeKind, values: &[Value]) -> bool {
    values
        .iter()
        .any(|&v| (kind.non_identity)(ctx, ctx.ir.value_type(v)))
}

/// MLIR's `ComposeReassociativeReshapeOps`: an expansion of an expansion (a collapse of a
/// collapse) is one expansion (collapse) of the first source.
pub(crate) fn compose_reassociative(rw: &mut Rewriter<'_>, op: Op, kind: &ReshapeKind) -> bool {
    let expand = (kind.is_expand)(rw, op);
    let same = if expand {
        kind.is_expand
    } else {
        kind.is_collapse
    };
    let src = rw.ir.operand(op, 0);
    let Some(p) = def_op(rw, src).filter(|&p| same(rw, p)) else {
        return false;
    };
    let inner = rw.ir.operand(p, 0);
    let res = rw.ir.result(op, 0);
    if any_non_identity(rw, kind, &[inner, src, res]) {
        return false;
    }
    let Some(groups) = compose_reassociation(&reassociation(rw, p), &reassociation(rw, op)) else {
        return false;
    };
    let attr = reassociation_attr(rw, &groups);
    let (at, ty) = (rw.ir.op(op).loc, rw.ir.value_type(res));
    let new = if expand {
        let out = output_shape(rw, op);
        (kind.build_expand)(rw, at, ty, inner, attr, &out)
    } else {
        (kind.build_collapse)(rw, at, ty, inner, attr)
    };
    rw.replace_op_with(op, new);
    true
}

/// MLIR's `ComposeCollapseOfExpandOp`: a collapse of an expansion becomes one collapse of
/// the expansion's source when the groups nest (a cast when the ranks agree); the case that
/// would need an expansion is left alone.
pub(crate) fn compose_collapse_of_expand(
    rw: &mut Rewriter<'_>,
    op: Op,
    kind: &ReshapeKind,
) -> bool {
    let src = rw.ir.operand(op, 0);
    let Some(e) = def_op(rw, src).filter(|&p| (kind.is_expand)(rw, p)) else {
        return false;
    };
    let inner = rw.ir.operand(e, 0);
    let res = rw.ir.result(op, 0);
    if any_non_identity(rw, kind, &[src, inner, res]) {
        return false;
    }
    let (src_ty, res_ty) = (rw.ir.value_type(inner), rw.ir.value_type(res));
    if src_ty == res_ty {
        return false;
    }
    let rank = |t: Type| rw.shape(t).map_or(0, <[i64]>::len);
    let (src_rank, res_rank) = (rank(src_ty), rank(res_ty));
    let (expand_groups, collapse_groups) = (reassociation(rw, e), reassociation(rw, op));
    let (higher, lower) = if src_rank > res_rank {
        (expand_groups, collapse_groups)
    } else {
        (collapse_groups, expand_groups)
    };
    let mut next = 0usize;
    let mut composed = Vec::with_capacity(lower.len());
    for group in &lower {
        let Some(&last) = group.last() else {
            return false;
        };
        let mut g = Vec::new();
        while let Some(h) = higher.get(next) {
            let Some(&right) = h.last() else {
                return false;
            };
            if right > last {
                return false;
            }
            g.push(next as i64);
            next += 1;
            if right == last {
                break;
            }
        }
        composed.push(g);
    }
    let at = rw.ir.op(op).loc;
    let new = if src_rank > res_rank {
        let attr = reassociation_attr(rw, &composed);
        (kind.build_collapse)(rw, at, res_ty, inner, attr)
    } else if src_rank == res_rank {
        (kind.build_cast)(rw, at, res_ty, inner)
    } else {
        return false;
    };
    rw.replace_op_with(op, new);
    true
}

/// The static output sizes and dynamic values of a mixed output shape.
pub(crate) fn split_output_shape(out: &[Mixed]) -> (Vec<i64>, Vec<Value>) {
    split_mixed(out)
}
