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
    }
}
