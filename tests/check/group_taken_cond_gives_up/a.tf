variable "rules" {
  type = any
  default = { a = [ 1 , 2 ] , = { c = "d" } ...
}

variable "size" {
  type = bool
  default = !false && 1 < 2
}

variable "tags" {
  default = [ 1 , [ ? ( , [ 3 ] ] ]
}
