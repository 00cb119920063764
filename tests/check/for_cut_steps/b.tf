variable "b" {
  type    = tuple([])
  default = [ 1 , [ 2 , [ for 3 ] ] ] [
}

variable "c" {
}
