//! memref's `expand_shape` / `collapse_shape` folder and the reshape composition patterns
//! shared with tensor (`crate::reshapes`); memrefs with a non-identity layout are left alone.

use super::{ranked, CastOp, CollapseShapeOp, ExpandShapeOp};
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

/// A detached `memref.expand_shape`.
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

/// MLIR's `hasNonIdentityLayout` on a memref type.
fn non_identity(ctx: &Context, ty: Type) -> bool {
    ranked(ctx, ty).is_some_and(|r| !super::is_identity_layout(ctx, r.layout))
}

/// The memref dialect's reshape ops.
static KIND: ReshapeKind = ReshapeKind {
    is_expand: |ctx, op| ExpandShapeOp::from_op(ctx, op).is_some(),
    is_collapse: |ctx, op| CollapseShapeOp::from_op(ctx, op).is_some(),
    build_expand,
    build_collapse: |ctx, at, ty, src, r| CollapseShapeOp::build(ctx, at, ty, src, r).op(),
    build_cast: |ctx, at, ty, src| CastOp::build(ctx, at, ty, src).op(),
    non_identity,
};

impl Fold for ExpandShapeOp {
    /// MLIR's `foldReshapeOp`: identity, inverse of a collapse.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_reshape(ctx, self.op(), &KIND, None)
    }
}

impl Fold for CollapseShapeOp {
    /// MLIR's `foldReshapeOp`: identity, inverse of an expansion.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_reshape(ctx, self.op(), &KIND, None)
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
            "mlir::ComposeReassociativeReshapeOps<mlir::memref::ExpandShapeOp, mlir::ReshapeOpKind::kExpand>",
            1,
            compose_expand,
        );
    }
}

impl CanonicalizationPatterns for CollapseShapeOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "mlir::ComposeReassociativeReshapeOps<mlir::memref::CollapseShapeOp, mlir::ReshapeOpKind::kCollapse>",
            1,
            compose_collapse,
        );
        set.add_named(
            "mlir::ComposeCollapseOfExpandOp<mlir::memref::CollapseShapeOp, mlir::memref::ExpandShapeOp, mlir::memref::CastOp, mlir::memref::DimOp, mlir::MemRefType>",
            1,
            collapse_of_expand,
        );
    }
}
