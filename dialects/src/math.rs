//! The `math` dialect: generated from `ods/math.ods`, plus its constant materializer. The ops
//! have no hand-written verifiers or assembly: everything comes from their traits, constraints
//! and declarative formats.

include!(concat!(env!("OUT_DIR"), "/math.rs"));

mod folds;

use ods_runtime::ir::attributes::Location;
use ods_runtime::ods::hooks::{ConstantMaterializer, Fold};
use ods_runtime::{Attribute, Context, Op, Type};

impl ConstantMaterializer for MathDialect {
    /// Builds a detached constant holding a folded value: `ub.poison` for `#ub.poison`, an
    /// `arith.constant` otherwise (as MLIR's math dialect does).
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Op> {
        if crate::ub::is_poison_attr(ctx, value) {
            return crate::ub::UbDialect::materialize_constant(ctx, value, ty, loc);
        }
        crate::arith::ArithDialect::materialize_constant(ctx, value, ty, loc)
    }
}

inline_everything!(
    MathDialect,
    "MLIR's `MathInlinerInterface`: every op of the dialect may be inlined."
);
