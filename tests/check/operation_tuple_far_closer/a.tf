variable "cfg" {
  type = list(string)
  default = ! false && [ 1 < 2
}

variable "zone" {
  type = tuple([bool, list(list(any))])
  default = ! false && < *
}

variable "size" {
  type = tuple([set(bool)])
  default = g ( 1 , ] [ 2 , ] ... )
}

variable "name" {
  type = map(tuple([]))
  default = : { }
}
