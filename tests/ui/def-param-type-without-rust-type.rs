mod d {
    ods_macros::include_ods!("def-param-type-without-rust-type.ods");

}

fn main() {}
