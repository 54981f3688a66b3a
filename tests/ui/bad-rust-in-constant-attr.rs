mod d {
    ods_macros::include_ods!("bad-rust-in-constant-attr.ods");
}

fn main() {}
