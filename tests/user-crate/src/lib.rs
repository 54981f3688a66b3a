//! The `calc` dialect: generated from `src/calc.ods` by `build.rs`; its hooks and patterns are
//! written here, in ordinary trait impls.

/// The generated dialect plus its hand-written half.
pub mod calc {
    include!(concat!(env!("OUT_DIR"), "/calc.rs"));

    use ods_runtime::ir::attributes::Location;
    use ods_runtime::ir::registry::FoldResult;
    use ods_runtime::ir::OperationState;
    use ods_runtime::ods::hooks::{
        CanonicalizationPatterns, ConstantMaterializer, Fold, RunPass, Verify,
    };
    use ods_runtime::pass::{PassResult, PassState};
    use ods_runtime::transforms::rewrite::{PatternSet, RewritePattern, Rewriter};
    use ods_runtime::{Attribute, Context, Diagnostic, Op, OpBuilder, Type, Value};

    /// The integer of a constant operand.
    fn int(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
        match ctx.attr_kind(a?) {
            ods_runtime::AttrKind::Integer { value, .. } => value.to_i64(),
            _ => None,
        }
    }

    /// The body of the `calc-label-prints` pass declared in `calc.ods`: its options are the
    /// generated struct's fields.
    impl RunPass for LabelPrints {
        fn run_on(&mut self, ctx: &mut Context, op: Op, state: &mut PassState) -> PassResult {
            let mut next = self.first;
            for inner in ods_runtime::transforms::rewrite::walk_nested(ctx, op, true) {
                let Some(print) = PrintOp::from_op(ctx, inner) else {
                    continue;
                };
                if print.label(ctx).is_none() {
                    print.set_label(ctx, &format!("{}{next}", self.prefix));
                    next += 1;
                    state.add_statistic(Self::NUM_LABELED, 1);
                }
            }
            Ok(())
        }
    }

    impl Fold for ConstOp {
        fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
            Some(FoldResult::Attr(self.value_attr(ctx)?))
        }
    }

    impl Fold for AddOp {
        fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
            match (int(ctx, operands[0]), int(ctx, operands[1])) {
                (Some(a), Some(b)) => Some(FoldResult::Attr(ctx.i64_attr(a.wrapping_add(b)))),
                (_, Some(0)) => Some(FoldResult::Value(self.lhs(ctx))),
                _ => None,
            }
        }
    }

    impl Verify for PrintOp {
        #[cfg(not(feature = "mistake"))]
        fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
            check_label(self, ctx)
        }
        // The deliberate mistake of the test: `&mut Context` where the trait has `&Context`.
        #[cfg(feature = "mistake")]
        fn verify(self, ctx: &mut Context) -> Result<(), Diagnostic> {
            check_label(self, ctx)
        }
    }

    fn check_label(op: PrintOp, ctx: &Context) -> Result<(), Diagnostic> {
        if op.label(ctx) == Some("") {
            return Err(ods_runtime::analysis::verifier::op_error(
                ctx,
                op.op(),
                "label must not be empty",
            ));
        }
        Ok(())
    }

    /// `calc.neg (calc.neg %x)` is `%x`.
    struct DoubleNeg;

    impl RewritePattern for DoubleNeg {
        type Root = NegOp;
        fn name(&self) -> &'static str {
            "double-neg"
        }
        fn match_and_rewrite(&self, op: NegOp, rw: &mut Rewriter<'_>) -> bool {
            let Some(inner) = op.operand(rw).defining_op::<NegOp>(rw) else {
                return false;
            };
            let x = inner.operand(rw);
            rw.replace_op(op, &[x]);
            true
        }
    }

    /// `calc.neg (calc.const c)` is `calc.const -c`, built before the negation.
    struct NegConst;

    impl RewritePattern for NegConst {
        type Root = NegOp;
        fn name(&self) -> &'static str {
            "neg-const"
        }
        fn match_and_rewrite(&self, op: NegOp, rw: &mut Rewriter<'_>) -> bool {
            let Some(c) = op.operand(rw).defining_op::<ConstOp>(rw) else {
                return false;
            };
            let v = c.value(rw).wrapping_neg();
            let loc = op.loc(rw);
            let negated = ConstOp::create(rw, loc, v).result(rw);
            rw.replace_op(op, &[negated]);
            true
        }
    }

    impl CanonicalizationPatterns for NegOp {
        fn canonicalization_patterns(patterns: &mut PatternSet) {
            patterns.add(DoubleNeg);
            patterns.add(NegConst);
        }
    }

    impl ConstantMaterializer for CalcDialect {
        fn materialize_constant(
            ctx: &mut Context,
            value: Attribute,
            _ty: Type,
            loc: Location,
        ) -> Option<Op> {
            let v = int(ctx, Some(value))?;
            Some(ConstOp::build(ctx, loc, v).op())
        }
    }

    /// The body of `RepeatOp::with_body`: the count, and the region with its entry block.
    fn fill_repeat(
        b: &mut OpBuilder<'_>,
        state: &mut OperationState,
        count: i64,
        body: impl FnOnce(&mut OpBuilder<'_>, Value),
    ) {
        let attr = b.i64_attr(count);
        ods_runtime::ods::access::set_state_attr(b, state, &RepeatOp::COUNT_ATTR, Some(attr));
        let region = b.ir.create_region();
        let i64 = b.i64();
        b.build_region(region, &[i64], state.loc, |b, args| body(b, args[0]));
        state.regions.push(region);
    }
}
