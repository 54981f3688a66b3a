//! The verifiers of the memref view ops that compute their result type: `memref.subview`
//! (inferred strided type, rank reduction, in-bounds slices), `memref.expand_shape` and
//! `memref.collapse_shape` (reassociation groups and the layout they imply),
//! `memref.transpose` (the permuted canonical layout) and `memref.reshape`, each with
//! mlir-opt's messages in mlir-opt's order.

use super::layout::{
    canonical_layout, memref_rank_reduction_mask, rank_reduction_mask, sat_add, sat_mul, Layout,
    MemRefParts,
};
use super::{
    i64_array, is_identity_layout, operand_type, plain_error, ranked, result_type,
    strides_and_offset, CollapseShapeOp, ExpandShapeOp, Ranked, ReshapeOp, SubViewOp, TransposeOp,
};
use ods_runtime::analysis::verifier::op_error;
use ods_runtime::ir::attributes::AttrKind;
use ods_runtime::ir::diagnostics::Diagnostic;
use ods_runtime::ir::types::DYNAMIC;
use ods_runtime::ods::hooks::Verify;
use ods_runtime::ods::preds::{array_elements, int_attr_value};
use ods_runtime::ods::verify::{op_attr, quoted_type};
use ods_runtime::{Context, Op};

// ------------------------------------------------------------------------------------------
// memref.subview
// ------------------------------------------------------------------------------------------

/// MLIR's `SubViewOp::inferResultType`: the static sizes, with the source's strides scaled by
/// the static strides and the offset moved by the static offsets.
pub(super) fn infer_subview_type<'a>(
    src: (&[i64], i64),
    offsets: &[i64],
    sizes: &'a [i64],
    strides: &[i64],
) -> (&'a [i64], Vec<i64>, i64) {
    let (src_strides, src_offset) = src;
    let mut offset = src_offset;
    for (&o, &s) in offsets.iter().zip(src_strides) {
        offset = sat_add(offset, sat_mul(o, s));
    }
    let target: Vec<i64> = src_strides
        .iter()
        .zip(strides)
        .map(|(&s, &t)| sat_mul(s, t))
        .collect();
    (sizes, target, offset)
}

impl Verify for SubViewOp {
    /// One memory space, a strided source, and a result that is the inferred type or a
    /// rank-reduced version of it (sizes, element type, offset, strides), inside the source.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let (Some(src), Some(res)) = (operand_type(ctx, op, 0), result_type(ctx, op, 0)) else {
            return Ok(());
        };
        let (Some(b), Some(v)) = (ranked(ctx, src), ranked(ctx, res)) else {
            return Ok(());
        };
        if b.space != v.space {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "different memory spaces specified for base memref type {} and subview memref type {}",
                    quoted_type(ctx, src),
                    quoted_type(ctx, res)
                ),
            ));
        }
        let Some(src_layout) = strides_and_offset(ctx, &b) else {
            return Err(plain_error(
                ctx,
                op,
                format!("base type {} is not strided", quoted_type(ctx, src)),
            ));
        };
        let offsets = i64_array(ctx, op, "static_offsets");
        let sizes = i64_array(ctx, op, "static_sizes");
        let strides = i64_array(ctx, op, "static_strides");
        let (shape, exp_strides, exp_offset) =
            infer_subview_type((&src_layout.0, src_layout.1), &offsets, &sizes, &strides);
        let expected = MemRefParts {
            shape,
            elem: b.elem,
            layout: Layout::Strided(exp_strides.clone(), exp_offset),
            space: b.space,
        };
        let mismatch = |what: &str| {
            plain_error(
                ctx,
                op,
                format!(
                    "expected result type to be {} or a rank-reduced version. (mismatch of result {what}), but got {}",
                    expected.quoted(ctx),
                    quoted_type(ctx, res)
                ),
            )
        };
        if !expected.same_as(ctx, &v) {
            if v.shape.len() > shape.len() {
                return Err(plain_error(
                    ctx,
                    op,
                    format!(
                        "expected result rank to be smaller or equal to the source rank, but got {}",
                        quoted_type(ctx, res)
                    ),
                ));
            }
            if rank_reduction_mask(shape, v.shape).is_none() {
                return Err(mismatch("sizes"));
            }
            if v.elem != b.elem {
                return Err(plain_error(
                    ctx,
                    op,
                    format!(
                        "expected result element type to be {}, but got {}",
                        quoted_type(ctx, b.elem),
                        quoted_type(ctx, res)
                    ),
                ));
            }
        }
        let res_layout = strides_and_offset(ctx, &v);
        let Some((res_strides, res_offset)) = res_layout else {
            return Err(mismatch("layout"));
        };
        if res_offset != exp_offset {
            return Err(mismatch("layout"));
        }
        let Some(dropped) = memref_rank_reduction_mask(
            (shape, &exp_strides),
            (v.shape.len(), Some(&res_strides)),
            &sizes,
        ) else {
            return Err(mismatch("layout"));
        };
        let kept = exp_strides
            .iter()
            .zip(&dropped)
            .filter(|(_, &d)| !d)
            .map(|(&s, _)| s);
        if !kept.eq(res_strides.iter().copied()) {
            return Err(mismatch("layout"));
        }
        if let Some(msg) = crate::index_list::in_bounds_slice(b.shape, &offsets, &sizes, &strides) {
            return Err(plain_error(ctx, op, msg));
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// memref.expand_shape / memref.collapse_shape
// ------------------------------------------------------------------------------------------

/// The reassociation groups of `op` (an array of arrays of integers).
fn reassociation(ctx: &Context, op: Op) -> Vec<Vec<i64>> {
    let Some(a) = op_attr(ctx, op, "reassociation") else {
        return Vec::new();
    };
    array_elements(ctx, a)
        .iter()
        .map(|&g| {
            array_elements(ctx, g)
                .iter()
                .map(|&i| int_attr_value(ctx, i))
                .collect()
        })
        .collect()
}

/// MLIR's `verifyCollapsedShape` (several dynamic dimensions per group allowed): one group
/// per collapsed dimension, contiguous in-bounds indices covering the expanded shape, the same
/// dynamism, and matching static group sizes.
fn verify_collapsed_shape(
    ctx: &Context,
    op: Op,
    collapsed: &[i64],
    expanded: &[i64],
    groups: &[Vec<i64>],
) -> Result<(), Diagnostic> {
    let err = |m: String| Err(op_error(ctx, op, &m));
    if collapsed.len() != groups.len() {
        return err(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            collapsed.len()
        ));
    }
    let mut next = 0i64;
    for (dim, group) in groups.iter().enumerate() {
        let mut dynamic = false;
        for &e in group {
            if e != next {
                return err("reassociation indices must be contiguous".to_string());
            }
            next += 1;
            let Some(&size) = usize::try_from(e).ok().and_then(|e| expanded.get(e)) else {
                return err(format!("reassociation index {e} is out of bounds"));
            };
            dynamic |= size == DYNAMIC;
        }
        if (collapsed[dim] == DYNAMIC) != dynamic {
            return err(format!(
                "collapsed dim ({dim}) must be dynamic if and only if reassociation group is dynamic"
            ));
        }
        if !dynamic {
            let product = group
                .iter()
                .fold(1i64, |acc, &e| acc.wrapping_mul(expanded[e as usize]));
            if product != collapsed[dim] {
                return err(format!(
                    "collapsed dim size ({}) must equal reassociation group size ({product})",
                    collapsed[dim]
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return err("rank 0 memrefs can only be extended/collapsed with/from ones".to_string());
        }
    } else if next != expanded.len() as i64 {
        return err(format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        ));
    }
    Ok(())
}

/// MLIR's `computeExpandedLayoutMap`: each source stride is the stride of the last dimension
/// of its group, the others are multiplied by the sizes to their right.
fn expanded_layout(src: (&[i64], i64), shape: &[i64], groups: &[Vec<i64>]) -> Layout {
    let (src_strides, offset) = src;
    let mut reversed = Vec::with_capacity(shape.len());
    let mut idx = shape.len();
    for (group, &stride) in groups.iter().zip(src_strides).rev() {
        let mut current = stride;
        for _ in 0..group.len() {
            reversed.push(current);
            idx = idx.saturating_sub(1);
            current = sat_mul(current, shape.get(idx).copied().unwrap_or(1));
        }
    }
    let mut strides: Vec<i64> = reversed.into_iter().rev().collect();
    strides.resize(shape.len(), 1);
    Layout::Strided(strides, offset)
}

/// MLIR's `computeCollapsedLayoutMap` (not strict): the stride of a group is that of its last
/// non-unit dimension (dynamic when that dimension is dynamic and not alone), and each group
/// must be contiguous where the strides are static.
fn collapsed_layout(src: (&[i64], &[i64], i64), groups: &[Vec<i64>]) -> Option<Layout> {
    let (shape, src_strides, offset) = src;
    let mut strides = Vec::with_capacity(groups.len());
    for group in groups {
        let mut end = group.len();
        while end > 1 && shape.get(group[end - 1] as usize) == Some(&1) {
            end -= 1;
        }
        let last = *group.get(end.checked_sub(1)?)? as usize;
        if shape[last] != DYNAMIC || end == 1 {
            strides.push(src_strides[last]);
        } else {
            strides.push(DYNAMIC);
        }
    }
    for (group, &stride) in groups.iter().zip(&strides).rev() {
        let mut acc = stride;
        for &idx in group.iter().skip(1).rev() {
            let idx = idx as usize;
            acc = sat_mul(acc, shape[idx]);
            if shape[idx - 1] == 1 {
                continue;
            }
            let src_stride = src_strides[idx - 1];
            if acc != DYNAMIC && src_stride != DYNAMIC && acc != src_stride {
                return None;
            }
        }
    }
    Some(Layout::Strided(strides, offset))
}

/// The source and result memref types of a reshape op, when both are ranked.
fn reshape_types<'a>(ctx: &'a Context, op: Op) -> Option<(Ranked<'a>, Ranked<'a>)> {
    let src = ranked(ctx, operand_type(ctx, op, 0)?)?;
    let res = ranked(ctx, result_type(ctx, op, 0)?)?;
    Some((src, res))
}

impl Verify for ExpandShapeOp {
    /// An expansion whose groups fit the shapes, whose result layout is the computed one, and
    /// whose `output_shape` agrees with the result type.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some((src, res)) = reshape_types(ctx, op) else {
            return Ok(());
        };
        let (r0, r1) = (src.shape.len(), res.shape.len());
        if r0 > r1 {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."
                ),
            ));
        }
        let groups = reassociation(ctx, op);
        verify_collapsed_shape(ctx, op, src.shape, res.shape, &groups)?;
        let layout = if is_identity_layout(ctx, src.layout) {
            Layout::Identity
        } else {
            match strides_and_offset(ctx, &src) {
                Some((s, o)) => expanded_layout((&s, o), res.shape, &groups),
                None => return Err(op_error(ctx, op, "invalid source layout map")),
            }
        };
        let expected = MemRefParts {
            shape: res.shape,
            elem: src.elem,
            layout,
            space: src.space,
        };
        if !expected.same_as(ctx, &res) {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "expected expanded type to be {} but found {}",
                    expected.quoted(ctx),
                    quoted_type(ctx, result_type(ctx, op, 0).unwrap_or(ctx.common.index))
                ),
            ));
        }
        let statics = i64_array(ctx, op, "static_output_shape");
        if statics.len() != r1 {
            return Err(op_error(ctx, op, &format!(
                "expected number of static shape bounds to be equal to the output rank ({r1}) but found {} inputs instead",
                statics.len()
            )));
        }
        let dynamic = statics.iter().filter(|&&d| d == DYNAMIC).count();
        let given = self.output_shape(ctx).len();
        if given != dynamic {
            return Err(op_error(ctx, op, &format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {given} values"
            )));
        }
        for (pos, (&have, &want)) in res.shape.iter().zip(&statics).enumerate() {
            if have != DYNAMIC && have != want {
                return Err(op_error(
                    ctx,
                    op,
                    &format!("invalid output shape provided at pos {pos}"),
                ));
            }
        }
        Ok(())
    }
}

impl Verify for CollapseShapeOp {
    /// A collapse whose groups fit the shapes, of contiguous dimensions, with the computed
    /// result layout.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some((src, res)) = reshape_types(ctx, op) else {
            return Ok(());
        };
        let (r0, r1) = (src.shape.len(), res.shape.len());
        if r0 < r1 {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."
                ),
            ));
        }
        let groups = reassociation(ctx, op);
        verify_collapsed_shape(ctx, op, res.shape, src.shape, &groups)?;
        let layout = if is_identity_layout(ctx, src.layout) {
            Layout::Identity
        } else {
            let computed = strides_and_offset(ctx, &src)
                .and_then(|(s, o)| collapsed_layout((src.shape, &s, o), &groups));
            match computed {
                Some(l) => l,
                None => {
                    return Err(op_error(
                        ctx,
                        op,
                        "invalid source layout map or collapsing non-contiguous dims",
                    ))
                }
            }
        };
        let expected = MemRefParts {
            shape: res.shape,
            elem: src.elem,
            layout,
            space: src.space,
        };
        if !expected.same_as(ctx, &res) {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "expected collapsed type to be {} but found {}",
                    expected.quoted(ctx),
                    quoted_type(ctx, result_type(ctx, op, 0).unwrap_or(ctx.common.index))
                ),
            ));
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// memref.transpose / memref.reshape
// ------------------------------------------------------------------------------------------

/// The dimension each result of a permutation map names (MLIR's `isPermutation`): `None`
/// unless the map has no symbols and its results are its dimensions, each once.
fn permutation(ctx: &Context, op: Op) -> Option<Vec<usize>> {
    use ods_runtime::ir::affine::AffineExpr;
    let a = op_attr(ctx, op, "permutation")?;
    let AttrKind::AffineMap(m) = ctx.attr_kind(a) else {
        return None;
    };
    if m.num_symbols != 0 || m.results.len() != m.num_dims as usize {
        return None;
    }
    let mut seen = vec![false; m.results.len()];
    let mut out = Vec::with_capacity(m.results.len());
    for e in m.results.iter() {
        let AffineExpr::Dim(d) = e else { return None };
        let d = *d as usize;
        if std::mem::replace(seen.get_mut(d)?, true) {
            return None;
        }
        out.push(d);
    }
    Some(out)
}

impl Verify for TransposeOp {
    /// A permutation of the input's rank, and a result type whose canonical layout is that of
    /// the input with permuted sizes and strides.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some(perm) = permutation(ctx, op) else {
            return Err(op_error(ctx, op, "expected a permutation map"));
        };
        let (Some(src_ty), Some(res_ty)) = (operand_type(ctx, op, 0), result_type(ctx, op, 0))
        else {
            return Ok(());
        };
        let (Some(src), Some(res)) = (ranked(ctx, src_ty), ranked(ctx, res_ty)) else {
            return Ok(());
        };
        if perm.len() != src.shape.len() {
            return Err(op_error(
                ctx,
                op,
                "expected a permutation map of same rank as the input",
            ));
        }
        let Some((strides, offset)) = strides_and_offset(ctx, &src) else {
            return Ok(());
        };
        let shape: Vec<i64> = perm.iter().map(|&d| src.shape[d]).collect();
        let permuted: Vec<i64> = perm.iter().map(|&d| strides[d]).collect();
        let expected = MemRefParts {
            layout: canonical_layout(&shape, Layout::Strided(permuted, offset)),
            shape: &shape,
            elem: src.elem,
            space: src.space,
        };
        let actual = canonical_layout(res.shape, Layout::of(ctx, &res));
        let same = expected.shape == res.shape
            && expected.elem == res.elem
            && expected.space == res.space
            && expected.layout == actual;
        if !same {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "result type {} is not equivalent to the canonical transposed input type {}",
                    quoted_type(ctx, res_ty),
                    expected.quoted(ctx)
                ),
            ));
        }
        Ok(())
    }
}

impl Verify for ReshapeOp {
    /// One element type, identity layouts, and a static shape operand of the result's rank
    /// when the result is ranked.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let (Some(src), Some(res), Some(shape)) = (
            operand_type(ctx, op, 0),
            result_type(ctx, op, 0),
            operand_type(ctx, op, 1),
        ) else {
            return Ok(());
        };
        let elem = ods_runtime::ods::preds::element_type;
        if elem(ctx, src) != elem(ctx, res) {
            return Err(op_error(
                ctx,
                op,
                "element types of source and destination memref types should be the same",
            ));
        }
        if ranked(ctx, src).is_some_and(|s| !is_identity_layout(ctx, s.layout)) {
            return Err(op_error(
                ctx,
                op,
                "source memref type should have identity affine map",
            ));
        }
        let length = ranked(ctx, shape)
            .and_then(|s| s.shape.first().copied())
            .unwrap_or(DYNAMIC);
        let Some(r) = ranked(ctx, res) else {
            return Ok(());
        };
        if !is_identity_layout(ctx, r.layout) {
            return Err(op_error(
                ctx,
                op,
                "result memref type should have identity affine map",
            ));
        }
        if length == DYNAMIC {
            return Err(op_error(ctx, op, "cannot use shape operand with dynamic length to reshape to statically-ranked memref type"));
        }
        if length != r.shape.len() as i64 {
            return Err(op_error(
                ctx,
                op,
                "length of shape operand differs from the result's memref rank",
            ));
        }
        Ok(())
    }
}

/// MLIR's `SubViewOp::getDroppedDims`: the source dimensions a rank-reducing subview from
/// `src` to `res` with static sizes `sizes` drops.
pub(super) fn subview_dropped_dims(
    ctx: &Context,
    src: &Ranked<'_>,
    res: &Ranked<'_>,
    sizes: &[i64],
) -> Option<Vec<bool>> {
    let (src_strides, _) = strides_and_offset(ctx, src)?;
    let res_strides = strides_and_offset(ctx, res).map(|(s, _)| s);
    memref_rank_reduction_mask(
        (src.shape, &src_strides),
        (res.shape.len(), res_strides.as_deref()),
        sizes,
    )
}
