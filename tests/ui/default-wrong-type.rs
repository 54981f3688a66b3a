mod d {
    ods_macros::include_ods!("default-wrong-type.ods");
}

fn main() {}
