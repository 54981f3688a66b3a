mod d {
    ods_macros::include_ods!("bad-rust-in-attr-default.ods");
}

fn main() {}
