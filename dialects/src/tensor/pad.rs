//! The canonicalization patterns of `tensor.pad`, as MLIR 22 has them: a pad by zero
//! (`FoldStaticZeroPadding`) becomes a cast; a `tensor.cast` source that only lost static
//! information is padded directly (`FoldSourceTensorCast`); a single `tensor.cast` user that
//! adds static information is folded into the pad's type (`FoldTargetTensorCast`); constant
//! padding amounts become static and refine the result type (`FoldStaticPadding`).
//!
//! Not implemented: `FoldOrthogonalPaddings` and `FoldConsecutiveConstantPadding`.

use super::{i64_array, ranked, CastOp, PadOp};
use crate::index_list::{constant_int_value, mixed_constant, mixed_list, Mixed};
use ods_runtime::ir::types::DYNAMIC;
use ods_runtime::ir::CloneMap;
use ods_runtime::ods::hooks::CanonicalizationPatterns;
use ods_runtime::transforms::pattern::PatternSet;
use ods_runtime::transforms::rewriter::Rewriter;
use ods_runtime::{Op, Type, Value};

/// The mixed low and high padding of a pad.
fn mixed_pads(rw: &Rewriter<'_>, op: PadOp) -> (Vec<Mixed>, Vec<Mixed>) {
    let o = op.op();
    (
        mixed_list(&i64_array(rw, o, "static_low"), op.low(rw)),
        mixed_list(&i64_array(rw, o, "static_high"), op.high(rw)),
    )
}

/// MLIR's `FoldStaticZeroPadding`: padding by zero everywhere (static or constant), without
/// `nofold`, is a cast of the source to the result type.
fn fold_static_zero_padding(op: PadOp, rw: &mut Rewriter<'_>) -> bool {
    let (low, high) = mixed_pads(rw, op);
    let zero = low
        .iter()
        .chain(&high)
        .all(|&m| mixed_constant(rw, m) == Some(0));
    if !zero || op.nofold(rw) {
        return false;
    }
    let (at, ty, src) = (
        rw.ir.op(op.op()).loc,
        rw.ir.value_type(op.result(rw)),
        op.source(rw),
    );
    let cast = CastOp::build(rw, at, ty, src).op();
    rw.replace_op_with(op.op(), cast);
    true
}

/// A new pad of `src` to `ty` with the padding of `op` (static lists `low`/`high`, dynamic
/// values `dyn_low`/`dyn_high`), its `nofold` and discardable attributes, inserted before
/// `op`; the body is cloned from `op` (or left empty when `clone` is false).
#[allow(clippy::too_many_arguments)]
fn new_pad(
    rw: &mut Rewriter<'_>,
    op: PadOp,
    ty: Type,
    src: Value,
    (low, high): (Vec<i64>, Vec<i64>),
    (dyn_low, dyn_high): (&[Value], &[Value]),
    clone: bool,
) -> PadOp {
    let at = rw.ir.op(op.op()).loc;
    let new = PadOp::build(rw, at, ty, src, dyn_low, dyn_high, low, high);
    if op.nofold(rw) {
        new.set_nofold(rw, true);
    }
    rw.ir.op_mut(new.op()).attrs = rw.ir.op(op.op()).attrs;
    rw.insert_op_before(op.op(), new.op());
    if clone {
        let mut map = CloneMap::default();
        let (from, to) = (op.region(rw), new.region(rw));
        rw.clone_region_into(from, to, &mut map);
    }
    new
}

/// MLIR's `PadOp::inferResultType` with the old result shape for the dimensions it cannot
/// compute.
fn infer_pad_shape(src: &[i64], low: &[i64], high: &[i64], old: &[i64]) -> Vec<i64> {
    (0..src.len())
        .map(|i| {
            let (s, l, h) = (src[i], low[i], high[i]);
            if s == DYNAMIC || l == DYNAMIC || h == DYNAMIC {
                old.get(i).copied().unwrap_or(DYNAMIC)
            } else {
                s.wrapping_add(l).wrapping_add(h)
            }
        })
        .collect()
}

/// MLIR's `FoldSourceTensorCast`: a pad of a cast that only lost static information pads the
/// cast's source (in place when the type stays, else in a new pad cast back).
fn fold_source_tensor_cast(op: PadOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(src) = super::slices::foldable_cast_source(rw, op.source(rw)) else {
        return false;
    };
    let (low, high) = (
        i64_array(rw, op.op(), "static_low"),
        i64_array(rw, op.op(), "static_high"),
    );
    let res_ty = rw.ir.value_type(op.result(rw));
    let (Some((src_shape, elem)), Some(old)) = (
        ranked(rw, rw.ir.value_type(src)).map(|r| (r.shape.to_vec(), r.elem)),
        ranked(rw, res_ty).map(|r| r.shape.to_vec()),
    ) else {
        return false;
    };
    if src_shape.len() != low.len() || src_shape.len() != high.len() {
        return false;
    }
    let shape = infer_pad_shape(&src_shape, &low, &high, &old);
    let new_ty = rw.tensor_type(&shape, elem);
    if new_ty == res_ty {
        rw.set_operand(op.op(), 0, src);
        return true;
    }
    let (dl, dh): (Vec<Value>, Vec<Value>) = (op.low(rw).collect(), op.high(rw).collect());
    let new = new_pad(rw, op, new_ty, src, (low, high), (&dl, &dh), true);
    let at = rw.ir.op(op.op()).loc;
    let v = new.result(rw);
    let cast = CastOp::build(rw, at, res_ty, v).op();
    rw.replace_op_with(op.op(), cast);
    true
}

/// MLIR's `FoldTargetTensorCast`: a pad whose only user is a cast adding static information
/// takes the cast's type (the body moves over); both are replaced.
fn fold_target_tensor_cast(op: PadOp, rw: &mut Rewriter<'_>) -> bool {
    let res = op.result(rw);
    let users: Vec<Op> = rw.ir.uses(res).map(|u| u.op).collect();
    let [user] = users[..] else {
        return false;
    };
    let Some(cast) = CastOp::from_op(rw, user) else {
        return false;
    };
    let (res_ty, dest_ty) = (rw.ir.value_type(res), rw.ir.value_type(cast.dest(rw)));
    if !super::slices::preserves_static_info(rw, res_ty, dest_ty) {
        return false;
    }
    let (low, high) = (
        i64_array(rw, op.op(), "static_low"),
        i64_array(rw, op.op(), "static_high"),
    );
    let (dl, dh): (Vec<Value>, Vec<Value>) = (op.low(rw).collect(), op.high(rw).collect());
    let src = op.source(rw);
    let new = new_pad(rw, op, dest_ty, src, (low, high), (&dl, &dh), false);
    let (from, to) = (op.region(rw), new.region(rw));
    rw.move_blocks(from, to);
    let v = new.result(rw);
    rw.replace_op(op.op(), &[v]);
    rw.replace_op(cast.op(), &[v]);
    true
}

/// MLIR's `FoldStaticPadding`: padding amounts given by constants become static; when that
/// makes some result size static, a new pad of that type (without encoding) is cast back.
fn fold_static_padding(op: PadOp, rw: &mut Rewriter<'_>) -> bool {
    let src = op.source(rw);
    let res_ty = rw.ir.value_type(op.result(rw));
    let (Some(src_shape), Some((out, elem))) = (
        ranked(rw, rw.ir.value_type(src)).map(|r| r.shape.to_vec()),
        ranked(rw, res_ty).map(|r| (r.shape.to_vec(), r.elem)),
    ) else {
        return false;
    };
    let (mut low, mut high) = (
        i64_array(rw, op.op(), "static_low"),
        i64_array(rw, op.op(), "static_high"),
    );
    let rank = src_shape.len();
    if out.len() != rank || low.len() != rank || high.len() != rank {
        return false;
    }
    let (dl, dh): (Vec<Value>, Vec<Value>) = (op.low(rw).collect(), op.high(rw).collect());
    let mut fold = |list: &mut Vec<i64>, values: &[Value]| -> Vec<Value> {
        let mut left = Vec::new();
        let mut it = values.iter();
        for s in list.iter_mut().filter(|s| **s == DYNAMIC) {
            let Some(&v) = it.next() else {
                break;
            };
            match constant_int_value(rw, v) {
                Some(c) => *s = c,
                None => left.push(v),
            }
        }
        left
    };
    let new_low = fold(&mut low, &dl);
    let new_high = fold(&mut high, &dh);
    let shape: Vec<i64> = (0..rank)
        .map(|i| match out[i] {
            DYNAMIC => infer_pad_shape(&src_shape[i..=i], &low[i..=i], &high[i..=i], &[DYNAMIC])[0],
            d => d,
        })
        .collect();
    if shape == out || shape.iter().all(|&d| d == DYNAMIC) {
        return false;
    }
    let new_ty = rw.tensor_type(&shape, elem);
    let new = new_pad(
        rw,
        op,
        new_ty,
        src,
        (low, high),
        (&new_low, &new_high),
        true,
    );
    let at = rw.ir.op(op.op()).loc;
    let v = new.result(rw);
    let cast = CastOp::build(rw, at, res_ty, v).op();
    rw.replace_op_with(op.op(), cast);
    true
}

impl CanonicalizationPatterns for PadOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::FoldStaticZeroPadding",
            1,
            fold_static_zero_padding,
        );
        set.add_named(
            "(anonymous namespace)::FoldSourceTensorCast",
            1,
            fold_source_tensor_cast,
        );
        set.add_named(
            "(anonymous namespace)::FoldTargetTensorCast",
            1,
            fold_target_tensor_cast,
        );
        set.add_named(
            "(anonymous namespace)::FoldStaticPadding",
            1,
            fold_static_padding,
        );
    }
}
