variable "cfg" {
}

variable "port" {
}

variable "size" {
}

variable "items" {
}
