//! The `index` dialect: generated from `ods/index.ods`, plus the hand-written hooks it names
//! (the casts' `CastOpInterface` check, the constants' result names and folders) and the
//! constant materializer.

include!(concat!(env!("OUT_DIR"), "/index.rs"));

mod folds;

use ods_runtime::analysis::verifier::op_error;
use ods_runtime::ir::attributes::{AttrKind, Location};
use ods_runtime::ir::diagnostics::Diagnostic;
use ods_runtime::ir::registry::FoldResult;
use ods_runtime::ods::hooks::{Canonicalize, ConstantMaterializer, Fold, OpAsmOpInterface};
use ods_runtime::ods::verify::quoted_type;
use ods_runtime::text::printer::ResultNamesFn;
use ods_runtime::{Attribute, Context, Op, Type, Value};

/// `CastOpInterface`'s verifier for `index.casts` and `index.castu` (MLIR's
/// `verifyCastInterfaceOp` with their `areCastCompatible`: exactly one side is `index`).
pub fn verify_cast(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    let mut inputs = ctx.ir.operands(op).map(|v| ctx.ir.value_type(v));
    let mut outputs = ctx.ir.results(op).map(|v| ctx.ir.value_type(v));
    // the op's own counts (one operand, one result) are checked before this runs
    let (Some(input), Some(output)) = (inputs.next(), outputs.next()) else {
        return Err(op_error(
            ctx,
            op,
            "expected at least one result for cast operation",
        ));
    };
    if ctx.is_index(input) != ctx.is_index(output) {
        return Ok(());
    }
    Err(op_error(
        ctx,
        op,
        &format!(
            "operand type {} and result type {} are cast incompatible",
            quoted_type(ctx, input),
            quoted_type(ctx, output)
        ),
    ))
}

impl ConstantMaterializer for IndexDialect {
    /// Builds a detached constant holding a folded value: `index.bool.constant` for a bool
    /// attribute and an `i1` type, `index.constant` for an `index` integer attribute and an
    /// `index` type; `None` otherwise (as MLIR's index dialect does).
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Op> {
        match ctx.attr_kind(value) {
            AttrKind::Bool(b) => {
                let b = *b;
                ctx.is_signless_int(ty, 1)
                    .then(|| BoolConstantOp::build(ctx, loc, b).op())
            }
            AttrKind::Integer { ty: attr_ty, .. } => {
                let is_index = ctx.is_index(*attr_ty) && ctx.is_index(ty);
                is_index.then(|| {
                    let attrs = [(ConstantOp::VALUE_ATTR_NAME, value)];
                    ConstantOp::build_generic(ctx, loc, &[ty], &[], &attrs).op()
                })
            }
            _ => None,
        }
    }
}

impl OpAsmOpInterface for ConstantOp {
    /// Names the result after the value, as mlir-opt does: `%idx42`, `%idx-3`.
    const RESULT_NAMES: Option<ResultNamesFn> = Some(constant_result_names);
}

impl Fold for ConstantOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        self.value_attr(ctx).map(FoldResult::Attr)
    }
}

fn constant_result_names(ctx: &Context, op: Op, set: &mut dyn FnMut(Value, &str)) {
    let c = ConstantOp::from_op_unchecked(op);
    let (Some(result), Some(AttrKind::Integer { value, .. })) = (
        ctx.ir.results(op).next(),
        c.value_attr(ctx).map(|a| ctx.attr_kind(a)),
    ) else {
        return;
    };
    set(result, &format!("idx{}", value.to_string_signed()));
}

impl OpAsmOpInterface for BoolConstantOp {
    /// Names the result `%true` or `%false`, as mlir-opt does.
    const RESULT_NAMES: Option<ResultNamesFn> = Some(bool_constant_result_names);
}

impl Fold for BoolConstantOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        self.value_attr(ctx).map(FoldResult::Attr)
    }
}

fn bool_constant_result_names(ctx: &Context, op: Op, set: &mut dyn FnMut(Value, &str)) {
    let c = BoolConstantOp::from_op_unchecked(op);
    let (Some(result), Some(AttrKind::Bool(b))) = (
        ctx.ir.results(op).next(),
        c.value_attr(ctx).map(|a| ctx.attr_kind(a)),
    ) else {
        return;
    };
    set(result, if *b { "true" } else { "false" });
}

inline_everything!(
    IndexDialect,
    "MLIR's `IndexInlinerInterface`: every op of the dialect may be inlined."
);
