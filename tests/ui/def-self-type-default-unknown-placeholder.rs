mod d {
    ods_macros::include_ods!("def-self-type-default-unknown-placeholder.ods");

}

fn main() {}
