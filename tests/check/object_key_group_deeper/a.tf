variable "name" {
  default = {
  label = null
}
}

variable "zone" {
  type = string
  default = , "a" x
}

variable "tags" {
  default = g ( 1 , { [ ( 2 , 3 ] ... )
}

variable "port" {
  type = string
  default = null
}
