mod d {
    ods_macros::include_ods!("wrong-template-arg-count.ods");
}

fn main() {}
