mod d {
    ods_macros::include_ods!("bad-rust-in-interface-verify.ods");
}

fn main() {}
