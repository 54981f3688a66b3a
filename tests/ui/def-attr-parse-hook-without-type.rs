mod d {
    use ods_runtime::ir::registry::{DialectAsmParser, DialectAsmPrinter};
    use ods_runtime::ods::hooks::CustomAttrAssembly;
    use ods_runtime::Diagnostic;

    ods_macros::include_ods!("def-attr-parse-hook-without-type.ods");

    // an attribute's parser also takes the type after `:`
    impl CustomAttrAssembly for A {
        fn parse(p: &mut DialectAsmParser<'_, '_>) -> Result<Self, Diagnostic> {
            let x = p.parse_u32()?;
            Ok(Self::get(p.ctx(), x))
        }
        fn print(self, p: &mut DialectAsmPrinter<'_, '_>) {
            p.print_integer(self.x(p.ctx()) as i64);
        }
    }
}

fn main() {}
