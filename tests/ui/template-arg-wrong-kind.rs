mod d {
    ods_macros::include_ods!("template-arg-wrong-kind.ods");
}

fn main() {}
