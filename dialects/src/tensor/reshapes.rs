//! tensor's `expand_shape` / `collapse_shape` folder and the reshape composition patterns
//! shared with memref (`crate::reshapes`).

use super::{CastOp, CollapseShapeOp, ExpandShapeOp};
use crate::index_list::Mixed;
use crate::reshapes::{
    compose_collapse_of_expand, compose_reassociative, fold_reshape, split_output_shape,
    ReshapeKind,
};
use ods_runtime::ir::attributes::Location;
use ods_runtime::ir::registry::FoldResult;
use ods_runtime::ods::hooks::{CanonicalizationPatterns, Fold};
use ods_runtime::transforms::pattern::PatternSet;
use ods_runtime::transforms::rewriter::Rewriter;
use ods_runtime::{Attribute, Context, Op, Type, Value};

/// A detached `tensor.expand_shape`.
fn build_expand(
    ctx: &mut Context,
    at: Location,
    ty: Type,
    src: Value,
    reassociation: Attribute,
    out: &[Mixed],
) -> Op {
    let (statics, values) = split_output_shape(out);
    ExpandShapeOp::build(ctx, at, ty, src, reassociation, &values, statics).op()
}

/// The tensor dialect's reshape ops.
static KIND: ReshapeKind = ReshapeKind {
    is_expand: |ctx, op| ExpandShapeOp::from_op(ctx, op).is_some(),
    is_collapse: |ctx, op| CollapseShapeOp::from_op(ctx, op).is_some(),
    build_expand,
    build_collapse: |ctx, at, ty, src, r| CollapseShapeOp::build(ctx, at, ty, src, r).op(),
    build_cast: |ctx, at, ty, src| CastOp::build(ctx, at, ty, src).op(),
    non_identity: |_, _| false,
};

impl Fold for ExpandShapeOp {
    /// MLIR's `foldReshapeOp`: identity, inverse of a collapse, constant source.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_reshape(ctx, self.op(), &KIND, operands.first().copied().flatten())
    }
}

impl Fold for CollapseShapeOp {
    /// MLIR's `foldReshapeOp`: identity, inverse of an expansion, constant source.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_reshape(ctx, self.op(), &KIND, operands.first().copied().flatten())
    }
}

/// `ComposeReassociativeReshapeOps` on an expansion.
fn compose_expand(op: ExpandShapeOp, rw: &mut Rewriter<'_>) -> bool {
    compose_reassociative(rw, op.op(), &KIND)
}

/// `ComposeReassociativeReshapeOps` on a collapse.
fn compose_collapse(op: CollapseShapeOp, rw: &mut Rewriter<'_>) -> bool {
    compose_reassociative(rw, op.op(), &KIND)
}

/// `ComposeCollapseOfExpandOp`.
fn collapse_of_expand(op: CollapseShapeOp, rw: &mut Rewriter<'_>) -> bool {
    compose_collapse_of_expand(rw, op.op(), &KIND)
}

impl CanonicalizationPatterns for ExpandShapeOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "mlir::ComposeReassociativeReshapeOps<mlir::tensor::ExpandShapeOp, mlir::ReshapeOpKind::kExpand>",
            1,
            compose_expand,
        );
        add_expand_patterns(set);
    }
}

impl CanonicalizationPatterns for CollapseShapeOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "mlir::ComposeReassociativeReshapeOps<mlir::tensor::CollapseShapeOp, mlir::ReshapeOpKind::kCollapse>",
            1,
            compose_collapse,
        );
        set.add_named(
            "mlir::ComposeCollapseOfExpandOp<mlir::tensor::CollapseShapeOp, mlir::tensor::ExpandShapeOp, mlir::tensor::CastOp, mlir::tensor::DimOp, mlir::RankedTensorType>",
            1,
            collapse_of_expand,
        );
        add_collapse_patterns(set);
    }
}

/// MLIR's `FoldReshapeWithSplat`: a static `tensor.splat` reshaped is a splat of the new
/// type.
fn reshape_with_splat(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let src = rw.ir.operand(op, 0);
    let Some(splat) = src.defining_op::<super::SplatOp>(rw) else {
        return false;
    };
    let static_ty = |t: Type| {
        super::ranked(rw, t).is_some_and(|r| !r.shape.contains(&ods_runtime::ir::types::DYNAMIC))
    };
    if !static_ty(rw.ir.value_type(src)) {
        return false;
    }
    let (at, ty, input) = (
        rw.ir.op(op).loc,
        rw.ir.value_type(rw.ir.result(op, 0)),
        splat.input(rw),
    );
    let new = super::SplatOp::build(rw, at, ty, input, &[]).op();
    rw.replace_op_with(op, new);
    true
}

/// MLIR's `FoldReshapeWithFromElements`: a `tensor.from_elements` reshaped to a static type
/// is a `tensor.from_elements` of that type.
fn reshape_with_from_elements(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let src = rw.ir.operand(op, 0);
    let Some(from) = src.defining_op::<super::FromElementsOp>(rw) else {
        return false;
    };
    let ty = rw.ir.value_type(rw.ir.result(op, 0));
    if !super::is_static_shape_tensor(rw, ty) {
        return false;
    }
    let elements: Vec<Value> = from.elements(rw).collect();
    let at = rw.ir.op(op).loc;
    let new = super::FromElementsOp::build(rw, at, ty, &elements).op();
    rw.replace_op_with(op, new);
    true
}

/// `FoldReshapeWithSplat` on an expansion.
fn expand_with_splat(op: ExpandShapeOp, rw: &mut Rewriter<'_>) -> bool {
    reshape_with_splat(rw, op.op())
}

/// `FoldReshapeWithSplat` on a collapse.
fn collapse_with_splat(op: CollapseShapeOp, rw: &mut Rewriter<'_>) -> bool {
    reshape_with_splat(rw, op.op())
}

/// `FoldReshapeWithFromElements` on an expansion.
fn expand_with_from_elements(op: ExpandShapeOp, rw: &mut Rewriter<'_>) -> bool {
    reshape_with_from_elements(rw, op.op())
}

/// `FoldReshapeWithFromElements` on a collapse.
fn collapse_with_from_elements(op: CollapseShapeOp, rw: &mut Rewriter<'_>) -> bool {
    reshape_with_from_elements(rw, op.op())
}

/// MLIR's `FoldCollapseOfCastOp`: a collapse of a cast that only lost static information
/// collapses the cast's source (in place when the collapsed type stays, else cast back).
fn collapse_of_cast(op: CollapseShapeOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(src) = super::slices::foldable_cast_source(rw, op.src(rw)) else {
        return false;
    };
    let Some((shape, elem)) =
        super::ranked(rw, rw.ir.value_type(src)).map(|r| (r.shape.to_vec(), r.elem))
    else {
        return false;
    };
    let groups = crate::reshapes::reassociation(rw, op.op());
    let mut collapsed = Vec::with_capacity(groups.len());
    for g in &groups {
        let mut size = 1i64;
        for &d in g {
            let Some(&s) = usize::try_from(d).ok().and_then(|d| shape.get(d)) else {
                return false;
            };
            size = if s == ods_runtime::ir::types::DYNAMIC
                || size == ods_runtime::ir::types::DYNAMIC
            {
                ods_runtime::ir::types::DYNAMIC
            } else {
                size.wrapping_mul(s)
            };
        }
        collapsed.push(size);
    }
    let new_ty = rw.tensor_type(&collapsed, elem);
    let res_ty = rw.ir.value_type(op.result(rw));
    if new_ty == res_ty {
        rw.set_operand(op.op(), 0, src);
        return true;
    }
    let (at, r) = (rw.ir.op(op.op()).loc, op.reassociation_attr(rw));
    let Some(r) = r else {
        return false;
    };
    let new = CollapseShapeOp::build(rw, at, new_ty, src, r).op();
    rw.insert_op_before(op.op(), new);
    let v = rw.ir.result(new, 0);
    let cast = CastOp::build(rw, at, res_ty, v).op();
    rw.replace_op_with(op.op(), cast);
    true
}

/// The tensor-only reshape patterns, after the shared ones.
pub(super) fn add_expand_patterns(set: &mut PatternSet) {
    set.add_named(
        "(anonymous namespace)::FoldReshapeWithSplat<mlir::tensor::ExpandShapeOp>",
        1,
        expand_with_splat,
    );
    set.add_named(
        "(anonymous namespace)::FoldReshapeWithFromElements<mlir::tensor::ExpandShapeOp>",
        1,
        expand_with_from_elements,
    );
}

/// The tensor-only collapse patterns, after the shared ones.
pub(super) fn add_collapse_patterns(set: &mut PatternSet) {
    set.add_named(
        "(anonymous namespace)::FoldReshapeWithSplat<mlir::tensor::CollapseShapeOp>",
        1,
        collapse_with_splat,
    );
    set.add_named(
        "(anonymous namespace)::FoldReshapeWithFromElements<mlir::tensor::CollapseShapeOp>",
        1,
        collapse_with_from_elements,
    );
    set.add_named(
        "(anonymous namespace)::FoldCollapseOfCastOp",
        1,
        collapse_of_cast,
    );
}

impl Fold for super::ReshapeOp {
    /// A splat constant is resized; a reshape of a reshape reads the first source (in place);
    /// a reshape to the same 1-D type, or to the same type by its own sizes, is its source.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let ty = ctx.ir.value_type(self.result(ctx));
        if let Some(a) =
            super::slices::resized_splat_of(ctx, operands.first().copied().flatten(), ty)
        {
            return Some(FoldResult::Attr(a));
        }
        let source = self.source(ctx);
        if let Some(p) = source.defining_op::<super::ReshapeOp>(ctx) {
            let s = p.source(ctx);
            self.set_source(ctx, s);
            return Some(FoldResult::Value(self.result(ctx)));
        }
        let src_ty = ctx.ir.value_type(source);
        let shape = super::ranked(ctx, src_ty)?.shape.to_vec();
        if src_ty != ty {
            return None;
        }
        if shape.len() == 1 {
            return Some(FoldResult::Value(source));
        }
        let from = self.shape(ctx).defining_op::<super::FromElementsOp>(ctx)?;
        let elements: Vec<Value> = from.elements(ctx).collect();
        if elements.len() != shape.len() {
            return None;
        }
        for (i, &e) in elements.iter().enumerate() {
            if let Some(c) = crate::index_list::constant_int_value(ctx, e) {
                if c != shape[i] {
                    return None;
                }
                continue;
            }
            let dim = e.defining_op::<super::DimOp>(ctx)?;
            let index = dim.index(ctx);
            if dim.source(ctx) != source
                || crate::index_list::constant_int_value(ctx, index) != Some(i as i64)
            {
                return None;
            }
        }
        Some(FoldResult::Value(source))
    }
}

impl Fold for super::GatherOp {
    /// A splat constant source gives a splat of the result type.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let ty = ctx.ir.value_type(self.result(ctx));
        super::slices::resized_splat_of(ctx, operands.first().copied().flatten(), ty)
            .map(FoldResult::Attr)
    }
}

impl Fold for super::SplatOp {
    /// A constant integer or float splatted to a static type is a splat constant.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let a = operands.first().copied().flatten()?;
        let e = match ctx.attr_kind(a) {
            ods_runtime::AttrKind::Integer { value, .. } => {
                ods_runtime::transforms::fold::Element::Int(value.clone())
            }
            ods_runtime::AttrKind::Float { value, .. } => {
                ods_runtime::transforms::fold::Element::Float(*value)
            }
            _ => return None,
        };
        let ty = ctx.ir.value_type(self.aggregate(ctx));
        if !super::is_static_shape_tensor(ctx, ty) {
            return None;
        }
        ctx.dense_elements_of(ty, &[e]).map(FoldResult::Attr)
    }
}
