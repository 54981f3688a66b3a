mod d {
    ods_macros::include_ods!("def-kind-takes-no-arguments.ods");

}

fn main() {}
