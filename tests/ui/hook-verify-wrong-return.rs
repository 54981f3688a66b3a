mod d {
    use ods_runtime::ods::hooks::Verify;
    use ods_runtime::Context;

    ods_macros::include_ods!("hook-verify-wrong-return.ods");

    impl Verify for FillOp {
        fn verify(self, ctx: &Context) -> Result<(), String> {
            if self.value(ctx) == self.value(ctx) {
                return Err("never".into());
            }
            Ok(())
        }
    }
}

fn main() {}
