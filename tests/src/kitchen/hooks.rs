// The hand-written half of the kitchen dialect: the hooks and interface methods its `.ods`
// file asks for. Included (with `include!`) next to each copy of the generated code, so the
// build.rs and proc-macro copies get the same hooks.

use ::ods_runtime::ir::registry::FoldResult;
use ::ods_runtime::ods::hooks::{
    CanonicalizationPatterns, Canonicalize, ConstantMaterializer, CustomAssembly, Fold, FoldMulti,
    InferTypeOpInterface, MemoryEffectsOpInterface, Verify, VerifyRegions,
};
use ::ods_runtime::{Attribute, Context, Diagnostic, Op, Type};

impl ConstantMaterializer for KitchenDialect {
    /// Builds a detached `kitchen.constant` for a folded value, when the value is typed with
    /// `ty`.
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: ::ods_runtime::ir::attributes::Location,
    ) -> Option<Op> {
        if ::ods_runtime::ods::preds::attr_type(ctx, value) != Some(ty) {
            return None;
        }
        Some(ConstantOp::build(ctx, loc, value).op())
    }
}

impl Fold for AddIOp {
    /// `x + 0 -> x`; two constants fold to their sum.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let int = |a: &Option<Attribute>| {
            a.map(|a| ::ods_runtime::ods::preds::int_attr_value(ctx, a))
        };
        match (int(&operands[0]), int(&operands[1])) {
            (Some(a), Some(b)) => {
                let ty = ctx.ir.value_type(self.result(ctx));
                Some(FoldResult::Attr(::ods_runtime::ods::preds::typed_int_attr(
                    ctx,
                    ty,
                    a.wrapping_add(b),
                )))
            }
            (_, Some(0)) => Some(FoldResult::Value(self.lhs(ctx))),
            _ => None,
        }
    }
}

impl CostModel for AddIOp {
    fn cost(&self, _ctx: &Context) -> u32 {
        1
    }
    fn cost_class() -> &'static str {
        "arithmetic"
    }
}

impl Fold for ConstantOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        Some(FoldResult::Attr(self.value(ctx)))
    }
}

impl InferTypeOpInterface for ConstantOp {
    fn infer_return_types(
        ctx: &mut Context,
        state: &::ods_runtime::ir::OperationState,
    ) -> Result<Vec<Type>, Diagnostic> {
        let value = match &state.props {
            ::ods_runtime::ir::Properties::Slots(slots) => slots.first().copied().flatten(),
            _ => None,
        };
        match value.and_then(|v| ::ods_runtime::ods::preds::attr_type(ctx, v)) {
            Some(ty) => Ok(vec![ty]),
            None => Err(Diagnostic::error(::ods_runtime::ir::diagnostics::DiagLoc::Loc(state.loc), "'kitchen.constant' op requires a typed value")),
        }
    }
}

impl VerifyRegions for RegionOpOp {
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        if self.alternatives(ctx).len() > 2 {
            return Err(::ods_runtime::analysis::verifier::op_error(
                ctx,
                self.op(),
                "expects at most two alternatives",
            ));
        }
        Ok(())
    }
}

impl CustomAssembly for CustomAsmOp {
    fn parse(
        parser: &mut ::ods_runtime::text::parser::OpAsmParser<'_, '_>,
        state: &mut ::ods_runtime::ir::OperationState,
    ) -> Result<(), Diagnostic> {
        // `kitchen.custom_asm 5`
        let value = parser.parse_attribute()?;
        parser.set_property(state, Self::VALUE_ATTR_NAME, value);
        Ok(())
    }
    fn print(self, printer: &mut ::ods_runtime::text::printer::OpAsmPrinter<'_, '_>) {
        let ctx = printer.ctx();
        if let Some(v) = self.value_attr(ctx) {
            printer.write(" ");
            // `i64` is what a bare integer parses as: elide it so `kitchen.custom_asm 5`
            // round-trips.
            if ::ods_runtime::ods::preds::attr_type(ctx, v) == Some(ctx.common.i64) {
                printer.print_attribute_without_type(v);
            } else {
                printer.print_attribute(v);
            }
        }
    }
}

impl Verify for HooksOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let ty = ctx.ir.value_type(self.input(ctx));
        if ty != ctx.ir.value_type(self.result(ctx)) {
            return Err(::ods_runtime::analysis::verifier::op_error(
                ctx,
                self.op(),
                "expects the input and result types to agree",
            ));
        }
        Ok(())
    }
}

impl Canonicalize for HooksOp {
    /// Tags the op with the discardable unit attribute `kitchen.canonical` (once), in place
    /// through the rewriter.
    fn canonicalize(self, rewriter: &mut ::ods_runtime::Rewriter<'_>) -> bool {
        let tag = ::ods_runtime::ods::access::AttrRef::dict("kitchen.canonical");
        if tag.get(rewriter, self.op()).is_some() {
            return false;
        }
        let unit = rewriter.common.unit;
        rewriter.modify_op_in_place(self, |ctx| tag.set(ctx, self.op(), Some(unit)));
        true
    }
}

impl CanonicalizationPatterns for HooksOp {
    /// Erases a `hooks` op whose result is unused (the op has no side effects, but it does
    /// not say so, so dead-code elimination keeps it); benefit 2: tried before the
    /// `canonicalize` method. `hooks(hooks(x))` itself folds to `x` (the op is an
    /// `Involution`), which leaves the inner op unused.
    fn canonicalization_patterns(patterns: &mut ::ods_runtime::transforms::rewrite::PatternSet) {
        patterns.add_fn("hooks-unused", 2, |op: HooksOp, rewriter| {
            if op.result(rewriter).has_uses(rewriter) {
                return false;
            }
            rewriter.erase_op(op);
            true
        });
    }
}

impl FoldMulti for DivmodOp {
    fn fold(
        self,
        ctx: &mut Context,
        operands: &[Option<Attribute>],
        results: &mut Vec<FoldResult>,
    ) -> bool {
        let (Some(a), Some(b)) = (operands[0], operands[1]) else {
            return false;
        };
        let (a, b) = (
            ::ods_runtime::ods::preds::int_attr_value(ctx, a),
            ::ods_runtime::ods::preds::int_attr_value(ctx, b),
        );
        if b == 0 {
            return false;
        }
        let ty = ctx.ir.value_type(self.quotient(ctx));
        let q = ::ods_runtime::ods::preds::typed_int_attr(ctx, ty, a / b);
        let r = ::ods_runtime::ods::preds::typed_int_attr(ctx, ty, a % b);
        results.push(FoldResult::Attr(q));
        results.push(FoldResult::Attr(r));
        true
    }
}

impl MemoryEffectsOpInterface for CopyOp {
    /// Hand-written effects, after the declared ones: a copy marked with `kitchen.marked` also
    /// frees its source.
    fn memory_effects(self, ctx: &Context, effects: &mut Vec<::ods_runtime::analysis::effects::Effect>) {
        if KitchenDialect::marked(ctx, self.op()) {
            effects.push(::ods_runtime::analysis::effects::Effect::new(
                ::ods_runtime::analysis::effects::EffectKind::Free,
                self.op(),
                Some(self.source(ctx)),
            ));
        }
    }
}
