//! The `ub` dialect: generated from `ods/ub.ods`, plus the `#ub.poison` attribute (a
//! parameterless attribute definition and its helpers), `ub.poison`'s folder and the constant
//! materializer.

include!(concat!(env!("OUT_DIR"), "/ub.rs"));

use ods_runtime::ir::attributes::{AttrKind, Location};
use ods_runtime::ir::defs::DefParams;
use ods_runtime::ir::registry::{AttrDefinition, DialectAsmParser, DialectAsmPrinter, FoldResult};
use ods_runtime::ods::hooks::{ConstantMaterializer, Fold};
use ods_runtime::{Attribute, Context, Diagnostic, Op, Type};

/// The parameter storage of `#ub.poison` (MLIR's `PoisonAttr`): it has no parameters, so
/// there is one such attribute per context.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PoisonAttrStorage;

/// The attribute definition of `#ub.poison`.
pub const POISON_ATTR: AttrDefinition = AttrDefinition {
    dialect: "ub",
    mnemonic: "poison",
    storage: std::any::TypeId::of::<PoisonAttrStorage>,
    parse: parse_poison,
    print: print_poison,
    ty: None,
};

/// Registers the `#ub.poison` attribute definition and interns the attribute. The generated
/// `register` calls this first (it is listed as a dependent dialect).
pub fn register_attributes(ctx: &mut Context) {
    let def = ctx.register_attr_def(POISON_ATTR);
    ctx.dialect_attr(def, DefParams::new(PoisonAttrStorage));
}

/// Parses what follows `#ub.poison`: the attribute has no parameters, and like MLIR's parser
/// it ignores whatever follows the mnemonic.
fn parse_poison(
    p: &mut DialectAsmParser<'_, '_>,
    _ty: Option<Type>,
) -> Result<Attribute, Diagnostic> {
    let ctx = p.ctx();
    let def = ctx.attr_def_id(&POISON_ATTR);
    Ok(ctx.dialect_attr(def, DefParams::new(PoisonAttrStorage)))
}

/// Prints what follows `#ub.poison`: nothing.
fn print_poison(_: &mut DialectAsmPrinter<'_, '_>, _: Attribute) {}

/// `#ub.poison`. [`register_attributes`] interns it, so it is found whenever the dialect is
/// registered; on a context without the `ub` dialect (where no op could hold it) this gives
/// the unit attribute instead.
pub fn poison_attr(ctx: &Context) -> Attribute {
    ctx.registry
        .attr_def_of_storage(std::any::TypeId::of::<PoisonAttrStorage>())
        .and_then(|def| {
            ctx.lookup_attr(&AttrKind::Dialect {
                def,
                params: DefParams::new(PoisonAttrStorage),
            })
        })
        .unwrap_or(ctx.common.unit)
}

/// Whether `a` is a poison attribute (MLIR's `PoisonAttrInterface`; `#ub.poison` is its only
/// implementation).
#[inline]
pub fn is_poison_attr(ctx: &Context, a: Attribute) -> bool {
    ctx.attr_params::<PoisonAttrStorage>(a).is_some()
}

/// The first poison among constant operands: MLIR 22's `CommonFolders.h` returns it as the
/// fold result, whatever the other operands are (arith and math folds use it).
pub fn first_poison(ctx: &Context, operands: &[Option<Attribute>]) -> Option<Attribute> {
    operands
        .iter()
        .flatten()
        .copied()
        .find(|&a| is_poison_attr(ctx, a))
}

impl ConstantMaterializer for UbDialect {
    /// Builds a detached `ub.poison` of type `ty` for a poison attribute; `None` for any other
    /// attribute.
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Op> {
        if !is_poison_attr(ctx, value) {
            return None;
        }
        Some(PoisonOp::build_full(ctx, loc, ty, Some(value)).op())
    }
}

impl Fold for PoisonOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        Some(FoldResult::Attr(self.value(ctx)))
    }
}

inline_everything!(
    UbDialect,
    "MLIR's `UBInlinerInterface`: every op of the dialect may be inlined."
);
