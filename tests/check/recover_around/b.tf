variable "pre" {
  default = [ 1 2 ]
}

variable "b" {
  default = f ( [ 1 ? 2 ] { a = "s" } , 3 )
}

variable "b2" {
  default = [ {
count = null
} +
}

variable "b3" {
  type = string
}
