//! The `ub` dialect: generated from `ods/ub.ods`, plus the `#ub.poison` attribute (its parse
//! hook and helpers), `ub.poison`'s folder and the constant materializer.

include!(concat!(env!("OUT_DIR"), "/ub.rs"));

use ods_runtime::ir::attributes::{AttrKind, Location};
use ods_runtime::ir::registry::{AttrHookError, FoldResult};
use ods_runtime::{Attribute, Context, Op, Type};

/// The structure of `#ub.poison`, if the `ub` dialect name was ever interned.
fn poison_kind(ctx: &Context) -> Option<AttrKind> {
    Some(AttrKind::Opaque {
        dialect: ctx.lookup_symbol("ub")?,
        data: "poison".into(),
    })
}

/// Registers the `#ub.poison` attribute's parse hook and interns the attribute. The generated
/// `register` calls this first (it is listed as a dependent dialect).
pub fn register_attributes(ctx: &mut Context) {
    ctx.register_attr_hook("ub", "poison", parse_poison);
    let dialect = ctx.symbol("ub");
    ctx.intern_attr(AttrKind::Opaque {
        dialect,
        data: "poison".into(),
    });
}

/// The parse hook of `#ub.poison`: the attribute has no parameters, and like MLIR's parser
/// it ignores whatever follows the mnemonic.
fn parse_poison(ctx: &mut Context, _body: &str) -> Result<Attribute, AttrHookError> {
    let dialect = ctx.symbol("ub");
    Ok(ctx.intern_attr(AttrKind::Opaque {
        dialect,
        data: "poison".into(),
    }))
}

/// `#ub.poison`. [`register_attributes`] interns it, so it is found whenever the dialect is
/// registered; on a context without the `ub` dialect (where no op could hold it) this gives
/// the unit attribute instead.
pub fn poison_attr(ctx: &Context) -> Attribute {
    poison_kind(ctx)
        .and_then(|k| ctx.lookup_attr(&k))
        .unwrap_or(ctx.common.unit)
}

/// Whether `a` is a poison attribute (MLIR's `PoisonAttrInterface`; `#ub.poison` is its only
/// implementation).
pub fn is_poison_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Opaque { dialect, data }
        if ctx.str(*dialect) == "ub" && &**data == "poison")
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

impl UbDialect {
    /// Builds a detached `ub.poison` of type `ty` for a poison attribute; `None` for any other
    /// attribute.
    pub fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Op> {
        if !is_poison_attr(ctx, value) {
            return None;
        }
        Some(PoisonOp::build(ctx, loc, ty, Some(value)).op())
    }
}

impl PoisonOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        Some(FoldResult::Attr(self.value(ctx)))
    }
}
