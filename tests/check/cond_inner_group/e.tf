variable "e1" {
  default = ( [ [2 ? 3] ] ) + "a"
}

