//! `calc`: a small dialect declared inline in Rust with `#[ods_macros::dialect]`. This file is
//! the complete example of `docs/attribute-macros.md` (`tests/tests/attr_macro.rs` checks
//! that the two agree, and runs the dialect).

#[ods_macros::dialect(summary = "a tiny calculator", has_constant_materializer)]
pub mod calc {
    //! Integer arithmetic on `i64` values: constants, sums, comparisons, and folding.

    use ods_runtime::analysis::verifier::op_error;
    use ods_runtime::ir::attributes::Location;
    use ods_runtime::ir::registry::FoldResult;
    use ods_runtime::ods::hooks::{ConstantMaterializer, Fold, Verify};
    use ods_runtime::ods::preds::{int_attr, int_attr_value};
    use ods_runtime::{Attribute, Context, Diagnostic, Op, Type};

    // Items other than ops are written in `.ods` syntax.
    ods!(
        r#"
/// How `calc.cmp` compares its operands.
enum Predicate : i64 {
  summary "comparison predicate"
  eq = 0
  ne = 1
  lt = 2
  attr PredicateAttr
}
"#
    );

    /// An integer constant: `%c = calc.constant 42`.
    #[op("constant", traits = [Pure, ConstantLike], summary = "an integer constant",
         format = "$value attr-dict", has_folder)]
    pub struct ConstantOp {
        /// the value
        #[attr]
        value: I64Attr,
        #[result]
        result: I64,
    }

    /// Adds two integers: `%s = calc.add %a, %b`.
    ///
    /// Folds when both operands are constants, and `x + 0` to `x`.
    #[op("add", traits = [Pure, Commutative, SameOperandsAndResultType],
         summary = "integer addition", format = "$lhs `,` $rhs attr-dict", has_folder)]
    pub struct AddOp {
        #[operand]
        lhs: I64,
        #[operand]
        rhs: I64,
        #[result]
        result: I64,
    }

    /// Compares two integers: `%b = calc.cmp lt, %a, %b`.
    #[op("cmp", traits = [Pure], summary = "integer comparison",
         format = "$predicate `,` $lhs `,` $rhs attr-dict")]
    pub struct CmpOp {
        #[attr]
        predicate: PredicateAttr,
        #[operand]
        lhs: I64,
        #[operand]
        rhs: I64,
        #[result]
        result: I1,
    }

    /// The sum of one or more integers, times `scale`:
    /// `%s = calc.sum %a, %b scale 2 : i64, i64`.
    #[op("sum", traits = [Pure], summary = "scaled sum",
         format = "$values (`scale` $scale^)? attr-dict `:` type($values)",
         has_verifier,
         /// A sum of `values` with the default scale.
         builder = fn of(values: &[ods_runtime::Value]) {
             state.operands.extend_from_slice(values);
             let i64_ty = ctx.integer_type(64, ods_runtime::ir::types::Signedness::Signless);
             state.result_types.push(i64_ty);
         })]
    pub struct SumOp {
        /// the integers to add
        #[operand]
        values: Variadic<I64>,
        /// a positive factor
        #[attr]
        scale: DefaultValuedAttr<ConfinedAttr<I64Attr, [IntPositive]>, { 1 }>,
        #[result]
        result: I64,
    }

    /// Prints an integer: `calc.print %x`. Writing to the output is its effect.
    #[op("print", traits = [MemoryEffects<[MemWrite<"Output">]>], summary = "prints a value",
         format = "$value attr-dict")]
    pub struct PrintOp {
        #[operand]
        value: I64,
    }

    // The hooks the dialect and its ops ask for are ordinary items of the module: `impl`s of
    // the traits of `ods_runtime::ods::hooks`.

    impl ConstantMaterializer for CalcDialect {
        /// Makes a `calc.constant` for a folded value (`has_constant_materializer`).
        fn materialize_constant(
            ctx: &mut Context,
            value: Attribute,
            ty: Type,
            loc: Location,
        ) -> Option<Op> {
            let i64_ty = ctx.integer_type(64, ods_runtime::ir::types::Signedness::Signless);
            (ty == i64_ty).then(|| ConstantOp::build(ctx, loc, int_attr_value(ctx, value)).op())
        }
    }

    impl Fold for ConstantOp {
        fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
            let value = self.value(ctx);
            Some(FoldResult::Attr(int_attr(ctx, 64, value)))
        }
    }

    impl Fold for AddOp {
        fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
            let int = |a: &Option<Attribute>| a.map(|a| int_attr_value(ctx, a));
            match (int(&operands[0]), int(&operands[1])) {
                (Some(a), Some(b)) => Some(FoldResult::Attr(int_attr(ctx, 64, a.wrapping_add(b)))),
                (_, Some(0)) => Some(FoldResult::Value(self.lhs(ctx))),
                _ => None,
            }
        }
    }

    impl Verify for SumOp {
        fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
            if self.values(ctx).next().is_none() {
                return Err(op_error(ctx, self.op(), "expects at least one value"));
            }
            Ok(())
        }
    }
}
