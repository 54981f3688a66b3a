mod d {
    use ods_runtime::ir::registry::FoldResult;
    use ods_runtime::ods::hooks::FoldMulti;
    use ods_runtime::{Attribute, Context};

    ods_macros::include_ods!("hook-fold-multi-on-one-result.ods");

    // one result: the generated fold glue calls `Fold`, not `FoldMulti`
    impl FoldMulti for NegOp {
        fn fold(
            self,
            _ctx: &mut Context,
            _operands: &[Option<Attribute>],
            _results: &mut Vec<FoldResult>,
        ) -> bool {
            false
        }
    }
}

fn main() {}
