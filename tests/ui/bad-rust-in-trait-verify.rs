mod d {
    ods_macros::include_ods!("bad-rust-in-trait-verify.ods");
}

fn main() {}
