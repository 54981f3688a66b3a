mod d {
    ods_macros::include_ods!("def-mutable-self-type.ods");

}

fn main() {}
