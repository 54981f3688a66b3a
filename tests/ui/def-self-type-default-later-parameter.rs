mod d {
    ods_macros::include_ods!("def-self-type-default-later-parameter.ods");

}

fn main() {}
