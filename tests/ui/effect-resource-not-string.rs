mod d {
    ods_macros::include_ods!("effect-resource-not-string.ods");
}

fn main() {}
