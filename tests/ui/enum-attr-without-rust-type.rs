mod d {
    ods_macros::include_ods!("enum-attr-without-rust-type.ods");
}

fn main() {}
