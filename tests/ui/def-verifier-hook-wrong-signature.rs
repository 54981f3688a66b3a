mod d {
    use ods_runtime::ods::hooks::VerifyParams;

    ods_macros::include_ods!("def-verifier-hook-wrong-signature.ods");

    impl VerifyParams for A {
        fn verify(_ctx: &ods_runtime::Context, params: &AParams) -> bool {
            params.x > 0
        }
    }
}

fn main() {}
