//! The dialect of `tests/ods/defs_kitchen.ods` (types and attributes of every shape), generated
//! by the `build.rs` API, with its hooks.

#[allow(missing_docs)]
pub mod hooks;

/// The generated dialect and the hooks it asks for.
#[allow(missing_docs)]
pub mod dk {
    include!(concat!(env!("OUT_DIR"), "/defs_kitchen.rs"));

    use ods_runtime::ir::defs::AliasKind;
    use ods_runtime::ir::registry::{DialectAsmParser, DialectAsmPrinter};
    use ods_runtime::ods::hooks::{CustomTypeAssembly, VerifyParams};
    use ods_runtime::{Attribute, Context, Diagnostic, Type};

    /// The type alias hook: `!dk.pair<7, ...>` is `!pair7`.
    pub fn alias_of_type(ctx: &Context, ty: Type) -> Option<(String, AliasKind)> {
        let p = PairType::from_type(ctx, ty)?;
        (p.rank(ctx) == 7).then(|| ("pair7".to_string(), AliasKind::Final))
    }

    /// The attribute alias hook: `#dk.space<green>` of any type is `#green`.
    pub fn alias_of_attr(ctx: &Context, a: Attribute) -> Option<(String, AliasKind)> {
        let s = SpaceAttr::from_attr(ctx, a)?;
        (s.color(ctx) == Color::Green).then(|| ("green".to_string(), AliasKind::Final))
    }

    impl VerifyParams for PairType {
        /// The verifier hook: ranks above 8 are refused.
        fn verify(_ctx: &Context, params: &PairTypeParams) -> Result<(), String> {
            if params.rank > 8 {
                return Err(format!("rank {} is above the maximum 8", params.rank));
            }
            Ok(())
        }
    }

    impl HasRank for PairType {
        fn rank_of(&self, ctx: &Context) -> u32 {
            self.rank(ctx)
        }
    }

    impl Named for SpaceAttr {
        fn label(&self, ctx: &Context) -> String {
            format!("space {}", self.color(ctx))
        }
    }

    /// `custom<Twice>($m, ref($n))`: `m` written as `m*2` after checking `n`.
    pub fn parse_twice(
        p: &mut DialectAsmParser<'_, '_>,
        m: &mut Option<i32>,
        n: &Option<i32>,
    ) -> Result<(), Diagnostic> {
        let v = p.parse_integer::<i32>()?;
        p.parse_keyword("by")?;
        let k = p.parse_integer::<i32>()?;
        if Some(k) != *n {
            return Err(p.emit_error_here("the factor must repeat n"));
        }
        *m = Some(v);
        Ok(())
    }

    pub fn print_twice(p: &mut DialectAsmPrinter<'_, '_>, m: &i32, n: &i32) {
        p.write(&format!("{m} by {n}"));
    }

    impl CustomTypeAssembly for IdentType {
        /// `<"name">` or `<"name", (t, ...)>` setting the body.
        fn parse(p: &mut DialectAsmParser<'_, '_>) -> Result<Self, Diagnostic> {
            p.parse_less()?;
            let name = p.parse_string_param()?;
            let mut body = None;
            if p.parse_optional_comma() {
                body = Some(p.parse_type_list_parens()?);
            }
            p.parse_greater()?;
            let t = IdentType::get(p.ctx(), name);
            if let Some(body) = body {
                if !t.set_mutable(p.ctx(), body) {
                    return Err(p.emit_error_here("identified struct body already set"));
                }
            }
            Ok(t)
        }
        fn print(self, p: &mut DialectAsmPrinter<'_, '_>) {
            let ctx = p.ctx();
            p.write("<");
            p.print_string(self.name(ctx));
            if let Some(body) = self.body(ctx) {
                p.write(", (");
                ods_runtime::ods::defs::print_list(p, body, |p, t| p.print_type(*t));
                p.write(")");
            }
            p.write(">");
        }
    }
}
