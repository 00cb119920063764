variable "f" {
  default = 
}

variable "g" {
  default = [ 1 , x . ] . 0 . y
}

variable "h" {
  type = number
}
